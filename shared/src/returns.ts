import { z } from 'zod';
import {
  DollarsSchema,
  EmailInputSchema,
  EmailSchema,
  generic,
  IdSchema,
  optionalText,
  personName,
  requiredText,
  TimestampSchema,
  UuidSchema,
} from './common.ts';
import { RETURN_STATUSES } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** What the return form's refusals say: the same words whether the order is missing or someone else's. */
export const RETURN_MESSAGES = {
  orderNotFound:
    'We could not find a paid order with this number and e-mail address. Check both in your confirmation e-mail.',
  /** `closedOn` is the last day of the window, already formatted for people. */
  windowClosed: (closedOn: string) =>
    `The 60-day return window for this order closed on ${closedOn}. Please contact support if something is wrong with your frame.`,
  labelNotFound: 'This return label link is not valid. Please contact support.',
} as const;

/** The code printed on a return label and quoted in its e-mail: RET- and the first 8 characters of the return's id. */
export function returnCode(returnId: string): string {
  return `RET-${returnId.slice(0, 8).toUpperCase()}`;
}

/** A return request (the returns table). */
export const ReturnRequestSchema = z.object(
  {
    id: IdSchema,
    customerName: z.string(generic),
    customerEmail: EmailSchema,
    orderNumber: z.string(generic),
    reason: z.string(generic).nullable(),
    additionalInfo: z.string(generic).nullable(),
    status: z.enum(RETURN_STATUSES, generic),
    returnLabelSent: z.boolean(generic),
    /** The paid order the form matched (null for requests stored before returns were linked). */
    orderId: IdSchema.nullable().default(null),
    /** Whether the approval made a label (the admin can download it). */
    hasLabel: z.boolean(generic).default(false),
    /** What is left to refund on the linked order ("0.00" once all went back; null without an order). */
    orderLeftToRefund: DollarsSchema.nullable().default(null),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  },
  generic,
);
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

/**
 * POST /api/returns (public). The order number is free text here (people copy it from e-mails in many
 * forms); the API then matches it, with the e-mail, to one paid order (the 8-character number or the full id).
 */
export const CreateReturnRequestInputSchema = z.object(
  {
    customerName: personName(MESSAGES.nameTooShort),
    customerEmail: EmailInputSchema,
    orderNumber: requiredText(100, MESSAGES.orderNumberRequired),
    reason: optionalText(500),
    additionalInfo: optionalText(2000, { multiline: true }),
    /** Chosen by the client once per request: a retried send (offline outbox) never makes a second row. */
    idempotencyKey: UuidSchema.optional(),
  },
  generic,
);
export type CreateReturnRequestInput = z.infer<typeof CreateReturnRequestInputSchema>;

/** PATCH /api/admin/returns/:id: the status, the label flag, or both. */
export const UpdateReturnRequestInputSchema = z
  .object(
    {
      status: z.enum(RETURN_STATUSES, generic).optional(),
      returnLabelSent: z.boolean(generic).optional(),
    },
    generic,
  )
  .refine((update) => update.status !== undefined || update.returnLabelSent !== undefined, {
    error: MESSAGES.required,
    path: ['status'],
  });
export type UpdateReturnRequestInput = z.infer<typeof UpdateReturnRequestInputSchema>;
