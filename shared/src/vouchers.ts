import { z } from 'zod';
import { DollarsSchema, generic, IdSchema, TimestampSchema, UuidSchema } from './common.ts';
import { CARD_MINIMUM_CENTS, DISCOUNT_TYPES, type DiscountType, VOUCHER_PRODUCTS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { formatDollars, parseDollars } from './money.ts';

/** Codes are compared upper-cased, so "summer10" and "SUMMER10" are one voucher. */
export const VoucherCodeSchema = z
  .string(generic)
  .trim()
  .toUpperCase()
  // An empty code reads "Required" once, not again for the pattern.
  .min(1, { abort: true })
  .max(40)
  .regex(/^[A-Z0-9_-]+$/);

/** The optional code a customer types at checkout; blank means none. Unknown codes are refused by the server, not here. */
export const VoucherCodeInputSchema = z
  .string(generic)
  .trim()
  .toUpperCase()
  .max(40)
  .nullish()
  .transform((value) => value || undefined);

/**
 * A voucher as the API returns it. `discountValue` has 2 decimals like every amount: for
 * `percentage` it is the percent ("15.00" = 15 % off), for `fixed` dollars ("5.00" = $5 off).
 */
export const VoucherSchema = z.object(
  {
    id: IdSchema,
    code: z.string(generic),
    discountType: z.enum(DISCOUNT_TYPES, generic),
    discountValue: DollarsSchema,
    /** null = unlimited. */
    usageLimit: z.number(generic).int().min(1).nullable(),
    usedCount: z.number(generic).int().min(0),
    expiresAt: TimestampSchema.nullable(),
    /** Empty = every product. */
    applicableProducts: z.array(z.enum(VOUCHER_PRODUCTS, generic), generic),
    active: z.boolean(generic),
    createdAt: TimestampSchema,
  },
  generic,
);
export type Voucher = z.infer<typeof VoucherSchema>;

export const VoucherUsageSchema = z.object(
  { id: IdSchema, voucherId: IdSchema, orderId: UuidSchema, usedAt: TimestampSchema },
  generic,
);
export type VoucherUsage = z.infer<typeof VoucherUsageSchema>;

/** A form's empty field or null means "not set". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const wholeNumber = z
  .union([z.number(generic), z.string(generic).trim().regex(/^\d+$/).transform(Number)], generic)
  .pipe(z.number(generic).int().min(1));

/** Percent as a whole number 1..100, or a fixed amount as integer cents; null when it is neither. */
export function discountValueToInternal(type: DiscountType, value: string | number): number | null {
  const cents = parseDollars(value);
  if (cents === null || cents <= 0) return null;
  if (type === 'fixed') return cents;
  return cents % 100 === 0 && cents <= 100_00 ? cents / 100 : null;
}

const CreateVoucherBodySchema = z.object(
  {
    code: VoucherCodeSchema,
    discountType: z.enum(DISCOUNT_TYPES, generic),
    discountValue: z.union([z.string(), z.number()], generic),
    usageLimit: z.preprocess(blankToUndefined, wholeNumber.optional()),
    expiresAt: z.preprocess(blankToUndefined, TimestampSchema.optional()),
    applicableProducts: z
      .array(z.enum(VOUCHER_PRODUCTS, generic), generic)
      .transform((products) => [...new Set(products)])
      .default([]),
    active: z.boolean(generic).default(true),
  },
  generic,
);

/**
 * POST /api/admin/vouchers. The output's `discountValue` is internal: a whole percent (1..100)
 * for `percentage`, integer cents for `fixed` (typed in dollars, e.g. "5.50").
 */
export const CreateVoucherInputSchema = CreateVoucherBodySchema.transform((body, ctx) => {
  const discountValue = discountValueToInternal(body.discountType, body.discountValue);
  if (discountValue === null) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: MESSAGES.invalidInput });
    return z.NEVER;
  }
  return { ...body, discountValue };
});
export type CreateVoucherInput = z.infer<typeof CreateVoucherInputSchema>;

/** PATCH /api/admin/vouchers/:id/toggle. */
export const ToggleVoucherInputSchema = z.object({ active: z.boolean(generic) }, generic);
export type ToggleVoucherInput = z.infer<typeof ToggleVoucherInputSchema>;

/** The stored discount value (percent or cents) as the API shows it. */
export function formatDiscountValue(type: DiscountType, value: number): string {
  return formatDollars(type === 'percentage' ? value * 100 : value);
}

/** "15% off" or "$5.00 off", as the admin list shows a discount. */
export function describeDiscount(type: DiscountType, value: number): string {
  return type === 'percentage' ? `${value}% off` : `$${formatDollars(value)} off`;
}

export interface DiscountedTotal {
  readonly discountCents: number;
  readonly totalCents: number;
}

/**
 * What an order costs after its voucher (decisions.md): never below zero, zero is a free order,
 * and a total between zero and the card minimum is raised to the card minimum.
 */
export function applyDiscount(priceCents: number, type: DiscountType, value: number): DiscountedTotal {
  const raw = type === 'percentage' ? Math.round((priceCents * value) / 100) : value;
  let totalCents = Math.max(0, priceCents - raw);
  if (totalCents > 0 && totalCents < CARD_MINIMUM_CENTS) totalCents = Math.min(CARD_MINIMUM_CENTS, priceCents);
  return { discountCents: priceCents - totalCents, totalCents };
}

/** What checking a voucher at checkout, and creating or finding one in the back office, answers when it refuses. */
/** What a voucher can do now, for the admin list: switched off, past its date, out of uses, or usable. */
export type VoucherState = 'inactive' | 'expired' | 'used_up' | 'active';

export function voucherState(
  voucher: Pick<Voucher, 'active' | 'expiresAt' | 'usageLimit' | 'usedCount'>,
  now: Date = new Date(),
): VoucherState {
  if (!voucher.active) return 'inactive';
  if (voucher.expiresAt !== null && Date.parse(voucher.expiresAt) <= now.getTime()) return 'expired';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'used_up';
  return 'active';
}

export const VOUCHER_MESSAGES = {
  notFound: 'This voucher code does not exist. Check the spelling or continue without it.',
  inactive: 'This voucher is not active any more.',
  expired: 'This voucher has expired',
  wrongProduct: 'This voucher cannot be used for this product.',
  usedUp: MESSAGES.voucherUsedUp,
  codeTaken: 'A voucher with this code already exists. Codes are not case-sensitive.',
  expiryPast: 'The expiration date must be in the future.',
} as const;
