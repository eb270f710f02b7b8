/**
 * A customer's own account (issue #22): the data export ("Download my data") and the account
 * deletion confirmed by an e-mailed link. The API and the dashboard say the same words.
 */
import { z } from 'zod';
import { generic, says, TimestampSchema, UuidSchema } from './common.ts';

/** How long the export's download link works after the ZIP is ready. */
export const DATA_EXPORT_TTL_DAYS = 7;
/** How long the e-mailed deletion link works. */
export const ACCOUNT_DELETION_TTL_MINUTES = 60;
/** The deletion token as it appears in the link: 32 random bytes, base64url. */
export const DELETION_TOKEN_LENGTH = 43;

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Who the kept order is afterwards: no name, no reachable address. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
/** A well-formed address that reaches no one (the reserved .invalid domain): every order schema still reads it. */
export function deletedCustomerEmail(userId: string): string {
  return `deleted-${userId.slice(0, 8)}@deleted.invalid`;
}

export const ACCOUNT_MESSAGES = {
  exportNotFound: 'This data export does not exist.',
  exportExpired:
    'This download link has expired: exports can be downloaded for 7 days. Ask for a new one with "Download my data" on your dashboard.',
  exportNotReady: 'Your data is still being prepared. We will e-mail you when it is ready.',
  exportFailed: 'Preparing your data failed. Please try again.',
  exportUnavailable: 'We could not start preparing your data just now. Please try again in a minute.',
  mailUnavailable: 'We could not send the confirmation e-mail just now. Please try again in a minute.',
  tokenInvalid: 'This deletion link is not valid. Please use the link from the most recent e-mail.',
  tokenUsed: 'This deletion link has already been used.',
  tokenExpired:
    'This deletion link has expired: links work for one hour. Ask for a new one with "Delete my account" on your dashboard.',
  lastAdmin:
    'This is the last admin account, so it cannot be deleted. Make another account an admin first, then try again.',
  deletionRequested: 'Check your e-mail: we sent you a link to confirm the deletion. It works for one hour.',
  deleted: 'Your account has been deleted.',
} as const;

/** What `GET /api/user/export` and `POST /api/user/export` return. */
export const DataExportSchema = z.object(
  {
    id: UuidSchema,
    status: z.enum(DATA_EXPORT_STATUSES, generic),
    /** The download path while ready and not expired. */
    downloadUrl: z.string(generic).nullable(),
    size: z.number(generic).int().nonnegative().nullable(),
    createdAt: TimestampSchema,
    readyAt: TimestampSchema.nullable(),
    expiresAt: TimestampSchema.nullable(),
    expired: z.boolean(generic),
  },
  generic,
);
export type DataExport = z.infer<typeof DataExportSchema>;

/** `GET /api/user/export`: the latest export, or null before the first. */
export const LatestDataExportSchema = z.object({ export: DataExportSchema.nullable() }, generic);
export type LatestDataExport = z.infer<typeof LatestDataExportSchema>;

/** `POST /api/user/delete`: the token from the e-mailed link. */
export const DeleteAccountInputSchema = z.object(
  {
    token: z
      .string(says(ACCOUNT_MESSAGES.tokenInvalid))
      .trim()
      .regex(/^[A-Za-z0-9_-]+$/, says(ACCOUNT_MESSAGES.tokenInvalid))
      .length(DELETION_TOKEN_LENGTH, says(ACCOUNT_MESSAGES.tokenInvalid)),
  },
  generic,
);
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** The answer to `POST /api/user/delete-request` and `POST /api/user/delete`. */
export const AccountMessageSchema = z.object({ message: z.string(generic) }, generic);
export type AccountMessage = z.infer<typeof AccountMessageSchema>;

/** The deletion link's page: `/account/delete?token=...` (a missing token shows the invalid message). */
export const DeleteAccountSearchSchema = z.object({ token: z.string().optional().catch(undefined) });

/** The export job: builds the ZIP of one user's data into R2 and mails the link. */
export const DataExportJobSchema = z.object(
  {
    type: z.literal('data.export'),
    exportId: UuidSchema,
    userId: z.string(generic).min(1).max(128),
    /** The shop's origin the request came to: the mailed link points there. */
    origin: z.url(generic).optional(),
  },
  generic,
);
export type DataExportJob = z.infer<typeof DataExportJobSchema>;
