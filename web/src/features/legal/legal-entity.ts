import { SHOP, SHOP_ADDRESS } from '@dtm/shared/constants';

/**
 * Who operates the shop, as the legal notice (§ 5 DDG) and the privacy policy name it.
 * The street (shared SHOP_ADDRESS), register entry and VAT number are placeholders: the operator must put the
 * registered details here before the shop goes live, and the pages follow.
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
