/** Artwork uploads (decisions.md "Uploads") and the back office's animation videos. */

/** The secret in an upload link: URL-safe, long enough not to be guessed (a plain pattern, so the web's first bundle can check it without zod). */
export const UPLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

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
