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
