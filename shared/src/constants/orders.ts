/** Orders: their kinds, statuses, sizes and the catalog's prices (spec sections 4 and 9). */

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FULFILLMENT_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const ORDER_TYPES = ['frame', 'character'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** What a marketplace purchase buys; each purchase is an order of that kind. */
export const MARKETPLACE_ORDER_KINDS = ['animation', 'background', 'variation'] as const;
export type MarketplaceOrderKind = (typeof MARKETPLACE_ORDER_KINDS)[number];

/** Every kind of order the shop records: checkout's frames and characters, and marketplace purchases. */
export const ORDER_KINDS = [...ORDER_TYPES, ...MARKETPLACE_ORDER_KINDS] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** True for an order made by a marketplace purchase (nothing to upload or ship). */
export function isMarketplaceKind(kind: OrderKind): kind is MarketplaceOrderKind {
  return (MARKETPLACE_ORDER_KINDS as readonly string[]).includes(kind);
}

export const FRAME_SIZES = ['5', '7'] as const;
export type FrameSize = (typeof FRAME_SIZES)[number];

/** Catalog prices in integer cents; the server's catalog is the only source of prices. */
export const PRICES_CENTS = {
  frame5: 9900,
  frame7: 12900,
  character: 7900,
  variation: 499,
} as const;

/** Smallest amount a card can be charged (decisions.md: totals between $0 and $0.50 are charged $0.50). */
export const CARD_MINIMUM_CENTS = 50;

/** Price of the product an order buys, in cents. */
export function catalogPriceCents(type: OrderType, frameSize?: FrameSize | null): number {
  if (type === 'character') return PRICES_CENTS.character;
  return frameSize === '5' ? PRICES_CENTS.frame5 : PRICES_CENTS.frame7;
}

/** Redirect delays of the checkout and upload flows (spec section 4), in milliseconds. */
export const REDIRECT_DELAYS_MS = {
  afterLink: 1000,
  afterPayment: 2000,
  afterFailure: 3000,
  afterUpload: 3000,
} as const;
