import { z } from 'zod';
import {
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
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  },
  generic,
);
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

/** POST /api/returns (public). The order number is free text: people copy it from e-mails in many forms. */
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
