/** Return requests: their statuses and where frames go back to. */

import { SHOP_ADDRESS } from './shop.ts';

export const RETURN_STATUSES = ['pending', 'approved', 'shipped', 'completed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Where returned frames are sent: the lines printed on the return label. */
export const RETURN_ADDRESS = [
  `${SHOP_ADDRESS.company} - Returns`,
  SHOP_ADDRESS.street,
  SHOP_ADDRESS.postcodeCity,
  SHOP_ADDRESS.country,
] as const;

/**
 * Who pays the return postage: the configuration the label and the approval mail state (issue #37).
 * 'shop': returns are free, the shop pays on delivery (no carrier is booked: any post office or
 * parcel shop takes the parcel with this address and code; a carrier integration can come later).
 * 'customer': the sender pays the postage.
 */
export const RETURN_POSTAGE: 'shop' | 'customer' = 'shop';

/** The sentence about postage, the same on the label and in the mail. */
export const RETURN_POSTAGE_TEXT = {
  shop: 'Postage is paid by Drawings-to-Magic: you pay nothing. Hand the parcel in at any post office or parcel shop.',
  customer: 'Postage is paid by the sender. Hand the parcel in at any post office or parcel shop.',
} as const;
