/** Vouchers: discount kinds and the product codes they apply to. */
import type { FrameSize, OrderType } from './orders.ts';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Voucher product codes: the 5" frame, the 7" frame and the standalone character. */
export const VOUCHER_PRODUCTS = ['5', '7', 'character'] as const;
export type VoucherProduct = (typeof VOUCHER_PRODUCTS)[number];

/** The voucher product code an order is matched against. */
export function voucherProductFor(type: OrderType, frameSize?: FrameSize | null): VoucherProduct {
  if (type === 'character') return 'character';
  return frameSize === '5' ? '5' : '7';
}
