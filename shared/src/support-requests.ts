import { z } from 'zod';
import {
  EmailInputSchema,
  EmailSchema,
  generic,
  IdSchema,
  optionalText,
  personName,
  says,
  TimestampSchema,
  UuidSchema,
} from './common.ts';
import { SUPPORT_STATUSES, SUPPORT_SUBJECTS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { personText } from './text.ts';

export const SupportRequestSchema = z.object(
  {
    id: IdSchema,
    customerName: z.string(generic),
    customerEmail: EmailSchema,
    subject: z.enum(SUPPORT_SUBJECTS, generic),
    message: z.string(generic),
    status: z.enum(SUPPORT_STATUSES, generic),
    adminResponse: z.string(generic).nullable(),
    orderId: UuidSchema.nullable(),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  },
  generic,
);
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

const SubjectSchema = z.enum(SUPPORT_SUBJECTS, says(MESSAGES.subjectRequired));
const MessageSchema = personText(says(MESSAGES.messageTooShort), { multiline: true }).trim().min(10).max(5000, generic);

/** POST /api/support-requests (public). */
export const CreateSupportRequestInputSchema = z.object(
  {
    customerName: personName(MESSAGES.nameTooShort),
    customerEmail: EmailInputSchema,
    subject: SubjectSchema,
    message: MessageSchema,
    orderId: UuidSchema.optional(),
    /** Chosen by the client once per message: a retried send (offline outbox) never makes a second row. */
    idempotencyKey: UuidSchema.optional(),
  },
  generic,
);
export type CreateSupportRequestInput = z.infer<typeof CreateSupportRequestInputSchema>;

/** The contact page's form; its first and last name become the request's `customerName`. */
export const ContactFormSchema = z.object(
  {
    firstName: personName(MESSAGES.firstNameTooShort),
    lastName: personName(MESSAGES.lastNameTooShort),
    email: EmailInputSchema,
    subject: SubjectSchema,
    message: MessageSchema,
  },
  generic,
);
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** The body the contact form posts. */
export function contactFormToSupportRequest(form: ContactForm): CreateSupportRequestInput {
  return {
    customerName: `${form.firstName} ${form.lastName}`,
    customerEmail: form.email,
    subject: form.subject,
    message: form.message,
  };
}

/** PATCH /api/admin/support-requests/:id. A blank response is left out rather than wiping the saved one. */
export const UpdateSupportRequestInputSchema = z
  .object(
    {
      status: z.enum(SUPPORT_STATUSES, generic).optional(),
      adminResponse: optionalText(5000, { multiline: true }),
    },
    generic,
  )
  .refine((update) => update.status !== undefined || update.adminResponse !== undefined, {
    error: MESSAGES.required,
    path: ['status'],
  });
export type UpdateSupportRequestInput = z.infer<typeof UpdateSupportRequestInputSchema>;
