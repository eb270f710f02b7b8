/** Every status and enum of the spec's section 4, and the catalog's fixed values (section 9). */

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FULFILLMENT_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const RETURN_STATUSES = ['pending', 'approved', 'shipped', 'completed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Status of a customer's frame or character, shown to them as a badge. */
export const MAGIC_STATUSES = ['enchanting', 'awakening', 'ready'] as const;
export type MagicStatus = (typeof MAGIC_STATUSES)[number];

export const ORDER_TYPES = ['frame', 'character'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const FRAME_SIZES = ['5', '7'] as const;
export type FrameSize = (typeof FRAME_SIZES)[number];

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Voucher product codes: the 5" frame, the 7" frame and the standalone character. */
export const VOUCHER_PRODUCTS = ['5', '7', 'character'] as const;
export type VoucherProduct = (typeof VOUCHER_PRODUCTS)[number];

export const ANIMATION_CATEGORIES = ['character', 'effect', 'background'] as const;
export type AnimationCategory = (typeof ANIMATION_CATEGORIES)[number];

export const SUPPORT_SUBJECTS = ['order', 'technical', 'animation', 'shipping', 'other'] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

export const SUPPORT_SUBJECT_LABELS: Record<SupportSubject, string> = {
  order: 'Order Question',
  technical: 'Technical Support',
  animation: 'Animation Process',
  shipping: 'Shipping & Returns',
  other: 'Other',
};

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

/** The voucher product code an order is matched against. */
export function voucherProductFor(type: OrderType, frameSize?: FrameSize | null): VoucherProduct {
  if (type === 'character') return 'character';
  return frameSize === '5' ? '5' : '7';
}

export const UPLOAD_LIMITS = {
  maxFileBytes: 50 * 1024 * 1024,
  maxFilesPerOrder: 10,
  tokenLifetimeDays: 30,
  /** R2 multipart parts must be at least 5 MiB (except the last). */
  partBytes: 5 * 1024 * 1024,
  allowedTypes: ['image/png', 'image/jpeg', 'application/pdf', 'image/webp', 'image/heic'],
  /** The words the upload hint and the FAQ both use. */
  hint: 'PNG, JPEG, PDF, WebP or HEIC, up to 50 MB per file, up to 10 files',
} as const;

export const VIDEO_UPLOAD_LIMITS = {
  maxFileBytes: 100 * 1024 * 1024,
  allowedTypes: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska'],
} as const;

export const SHOP = {
  name: 'Drawings-to-Magic',
  tagline: 'Turn Drawings Into Magic',
  location: 'Hamburg, Germany',
  copyrightYear: 2024,
  returnDays: 60,
  statutoryWithdrawalDays: 14,
  recentOrdersOnDashboard: 5,
  orderShortIdLength: 8,
} as const;

/** Redirect delays of the checkout and upload flows (spec section 4), in milliseconds. */
export const REDIRECT_DELAYS_MS = {
  afterLink: 1000,
  afterPayment: 2000,
  afterFailure: 3000,
  afterUpload: 3000,
} as const;

/** Frame panels the player supports (decisions.md "Frame player"). */
export const FRAME_PANELS = {
  '5': { width: 800, height: 480 },
  '7': { width: 1024, height: 600 },
} as const;
