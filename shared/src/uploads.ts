import { z } from 'zod';
import { generic, MediaUrlSchema, optionalText, says, TimestampSchema } from './common.ts';
import { FRAME_SIZES, ORDER_TYPES, UPLOAD_LIMITS, UPLOAD_TOKEN_PATTERN } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** The secret in an upload link: URL-safe, long enough not to be guessed. */
export const UploadTokenSchema = z.string(generic).regex(UPLOAD_TOKEN_PATTERN);

/** Where an uploaded artwork file lives. */
export const ArtworkUrlSchema = MediaUrlSchema;

/** GET /api/upload/:token. */
export const UploadInfoSchema = z.object(
  {
    type: z.enum(ORDER_TYPES, generic),
    hasUploaded: z.boolean(generic),
    expiresAt: TimestampSchema,
  },
  generic,
);
export type UploadInfo = z.infer<typeof UploadInfoSchema>;

const SubmitArtworkBodySchema = z.object(
  {
    artworkUrls: z.array(ArtworkUrlSchema, generic).nullish(),
    artworkUrl: z
      .union([ArtworkUrlSchema, z.literal('')], generic)
      .nullish()
      .transform((value) => value || undefined),
    personalNote: optionalText(2000, { multiline: true }),
  },
  generic,
);

/**
 * POST /api/upload/:token/submit. One page sends `artworkUrls`, the other a single `artworkUrl`;
 * both arrive here as one de-duplicated `artworkUrls` list.
 */
export const SubmitArtworkInputSchema = SubmitArtworkBodySchema.transform((body, ctx) => {
  const urls = [...new Set([...(body.artworkUrls ?? []), ...(body.artworkUrl ? [body.artworkUrl] : [])])];
  if (urls.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['artworkUrls'], message: MESSAGES.artworkRequired });
    return z.NEVER;
  }
  if (urls.length > UPLOAD_LIMITS.maxFilesPerOrder) {
    ctx.addIssue({ code: 'custom', path: ['artworkUrls'], message: MESSAGES.tooManyArtworkFiles });
    return z.NEVER;
  }
  return { artworkUrls: urls, personalNote: body.personalNote };
});
export type SubmitArtworkInput = z.infer<typeof SubmitArtworkInputSchema>;

/** POST /api/objects/upload: asks for a URL to send one file to. */
export const CreateUploadUrlInputSchema = z.object({ uploadToken: UploadTokenSchema }, generic);
export type CreateUploadUrlInput = z.infer<typeof CreateUploadUrlInputSchema>;

export const UploadUrlResponseSchema = z.object({ uploadURL: z.string(generic).min(1) }, generic);
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

/** PUT /api/artwork: records an uploaded file against the token's order. */
export const SaveArtworkInputSchema = z.object(
  { artworkURL: ArtworkUrlSchema, uploadToken: UploadTokenSchema },
  generic,
);
export type SaveArtworkInput = z.infer<typeof SaveArtworkInputSchema>;

export const SaveArtworkResponseSchema = z.object({ objectPath: z.string(generic).min(1) }, generic);
export type SaveArtworkResponse = z.infer<typeof SaveArtworkResponseSchema>;

/** GET /api/order/:orderId/artwork. */
export const OrderArtworkSchema = z.object(
  {
    artworkUrls: z.array(ArtworkUrlSchema, generic),
    frameSize: z.enum(FRAME_SIZES, generic).nullable(),
    customerName: z.string(generic),
    personalNote: z.string(generic).nullable(),
  },
  generic,
);
export type OrderArtwork = z.infer<typeof OrderArtworkSchema>;

/**
 * A chosen artwork file, checked in the browser before it is sent (a `File` passes: zod reads its
 * `type` and `size`). The server checks the bytes again; this only spares a wasted upload.
 */
export const ArtworkFileSchema = z.object(
  {
    type: z.enum(UPLOAD_LIMITS.allowedTypes, says(MESSAGES.artworkTypeInvalid)),
    size: z.number(generic).int().min(1).max(UPLOAD_LIMITS.maxFileBytes, says(MESSAGES.artworkTooLarge)),
  },
  says(MESSAGES.artworkFileRequired),
);
export type ArtworkFile = z.infer<typeof ArtworkFileSchema>;

/** An artwork type the shop accepts, as named by `UPLOAD_LIMITS.allowedTypes`. */
export type ArtworkType = (typeof UPLOAD_LIMITS.allowedTypes)[number];

/** How many leading bytes `sniffArtworkType` looks at (fewer is fine for a shorter file). */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/** HEIF brands written by phones; `mif1`/`msf1` are generic HEIF and also start AVIF files (checked below). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function isHeic(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 4, 4) !== 'ftyp') return false;
  const major = ascii(head, 8, 4);
  if (!HEIC_BRANDS.has(major)) return false;
  if (major !== 'mif1' && major !== 'msf1') return true;
  // Generic HEIF: an AVIF image says so in its compatible brands (after the minor version).
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) compatible.push(ascii(head, at, 4));
  return !compatible.some((brand) => AVIF_BRANDS.has(brand));
}

/**
 * The artwork type a file really has, judged from its first bytes (magic numbers), never from its
 * name or declared type: a renamed executable or web page gives `null`.
 */
export function sniffArtworkType(head: Uint8Array): ArtworkType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'image/webp';
  if (isHeic(head)) return 'image/heic';
  return null;
}

/** The resumable upload endpoint (tus 1.0) and the Upload-Metadata keys it reads. */
export const TUS_UPLOADS = {
  endpoint: '/api/uploads/tus',
  version: '1.0.0',
  extensions: ['creation', 'creation-with-upload', 'expiration', 'checksum', 'termination'],
  checksumAlgorithms: ['sha1', 'sha256', 'md5'],
  /** `token` is required; the file's name and declared type are kept for display only. */
  metadata: { token: 'token', filename: 'filename', filetype: 'filetype' },
} as const;

/** Where a received artwork file is viewed and downloaded (owner and admins only); also its `objectPath`. */
export function artworkFilePath(orderId: string, fileId: string): string {
  return `/api/order/${orderId}/artwork/files/${fileId}`;
}

/** A file received with an upload link and not yet submitted; `url` is what the submit call takes. */
export const UploadedFileSchema = z.object(
  {
    id: z.string(generic).min(1),
    name: z.string(generic),
    size: z.number(generic).int().min(1),
    type: z.enum(UPLOAD_LIMITS.allowedTypes, generic),
    url: ArtworkUrlSchema,
  },
  generic,
);
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** GET /api/upload/:token as the API sends it: the spec's fields plus the files received so far. */
export const UploadStateSchema = UploadInfoSchema.extend({ files: z.array(UploadedFileSchema, generic) });
export type UploadState = z.infer<typeof UploadStateSchema>;

/** One submitted artwork file on /order/:orderId/artwork. `previewUrl` is null when no preview can be shown (PDF, HEIC). */
export const OrderArtworkFileSchema = z.object(
  {
    id: z.string(generic).min(1),
    name: z.string(generic),
    size: z.number(generic).int().min(1),
    type: z.enum(UPLOAD_LIMITS.allowedTypes, generic),
    sha256: z.string(generic).regex(/^[0-9a-f]{64}$/),
    viewUrl: ArtworkUrlSchema,
    downloadUrl: ArtworkUrlSchema,
    previewUrl: ArtworkUrlSchema.nullable(),
    uploadedAt: TimestampSchema,
  },
  generic,
);
export type OrderArtworkFile = z.infer<typeof OrderArtworkFileSchema>;

/** GET /api/order/:orderId/artwork as the API sends it: the spec's fields plus each file's details. */
export const OrderArtworkDetailsSchema = OrderArtworkSchema.extend({ files: z.array(OrderArtworkFileSchema, generic) });
export type OrderArtworkDetails = z.infer<typeof OrderArtworkDetailsSchema>;

/** What the upload-link renewal says (the same whether or not the link belongs to an order). */
export const UPLOAD_LINK_MESSAGES = {
  renewSent:
    "If this link belongs to a paid order, we have sent a new one to the order's e-mail address. The old link no longer works.",
  extended: 'The upload link now works for 30 more days. The customer received it by e-mail.',
  resent: 'The customer received the upload link again by e-mail.',
  notRenewable: 'This order has no upload link to send: it is not paid yet, or its artwork was already submitted.',
  resendExpired: 'This upload link has expired: extend it instead, which also sends it.',
} as const;

/** POST /api/admin/orders/:id/upload-link: extend the link by 30 days (and send it), or send it again. */
export const AdminUploadLinkInputSchema = z.object(
  { action: z.enum(['extend', 'resend'], says('Choose extend or resend.')) },
  generic,
);
export type AdminUploadLinkInput = z.infer<typeof AdminUploadLinkInputSchema>;
