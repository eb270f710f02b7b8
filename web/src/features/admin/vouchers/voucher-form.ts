import { MESSAGES } from '@dtm/shared/messages';
import { CreateVoucherInputSchema, discountValueToInternal } from '@dtm/shared/vouchers';
import type { z } from 'zod';

/** What the Create Voucher dialog holds: text as typed, the expiry as the browser's local date-time. */
export type VoucherFormValues = {
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: string;
  usageLimit: string;
  expiresAt: string;
  applicableProducts: string[];
};

export const EMPTY_VOUCHER_FORM: VoucherFormValues = {
  code: '',
  discountType: 'percentage',
  discountValue: '',
  usageLimit: '',
  expiresAt: '',
  applicableProducts: [],
};

/** A `datetime-local` value (local time, no zone) as an ISO instant; blank stays blank. */
export function localDateTimeToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The request body for POST /api/admin/vouchers. */
export function voucherBody(values: VoucherFormValues) {
  return {
    code: values.code,
    discountType: values.discountType,
    discountValue: values.discountValue,
    usageLimit: values.usageLimit || undefined,
    expiresAt: localDateTimeToIso(values.expiresAt),
    applicableProducts: values.applicableProducts,
    active: true,
  };
}

/** The shared schema's messages per field, as the form shows them under each field. */
export function voucherFormErrors(values: VoucherFormValues): Record<string, string> {
  const result = CreateVoucherInputSchema.safeParse(voucherBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  // The schema judges the value only once every field passed; the form says it at the same time.
  if (discountValueToInternal(values.discountType, values.discountValue) === null) {
    errors.discountValue = values.discountValue.trim() ? MESSAGES.invalidInput : MESSAGES.required;
  }
  for (const issue of (result.error as z.ZodError).issues) {
    const field = String(issue.path[0] ?? 'code');
    errors[field] ??= issue.message;
  }
  return errors;
}
