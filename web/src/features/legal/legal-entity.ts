import { SHOP, SHOP_ADDRESS } from '@dtm/shared/constants';

/**
 * Who operates the shop, as the privacy policy and the terms name it. The Legal Notice reads the seller's name,
 * address, register entry and VAT id from the server's configuration instead (GET /api/legal/seller, the same
 * details every invoice carries); `register` and `vatId` here are only the placeholders it showed before.
 */
export const LEGAL_ENTITY = {
  name: `${SHOP.name} GmbH`,
  street: SHOP_ADDRESS.street,
  postcodeCity: SHOP_ADDRESS.postcodeCity,
  country: SHOP_ADDRESS.country,
  email: 'hello@drawings-to-magic.example',
  privacyEmail: 'privacy@drawings-to-magic.example',
  managingDirectors: 'The founders of Drawings-to-Magic',
  register: 'Commercial register: Amtsgericht Hamburg, HRB 000000',
  vatId: 'VAT ID (§ 27a UStG): DE000000000',
} as const;
