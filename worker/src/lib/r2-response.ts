import { ERROR_MESSAGES } from '@dtm/shared/errors';
import { ApiError } from './errors';

type ServeOptions = {
  /** Ask the browser to save the file under this name instead of showing it. */
  downloadName?: string;
  cacheControl?: string;
};

/** Pictures and films a browser shows as such: the only types served inline (no SVG: it can carry script). */
const INLINE_TYPE = /^(image\/(png|jpeg|gif|webp|avif|heic|heif)|video\/[\w.+-]+|audio\/[\w.+-]+)(;|$)/i;
const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
};

/** Objects put without a type: the one their name suggests (callers fill the header in afterwards). */
function typeFromKey(key: string): string | null {
  return TYPE_BY_EXTENSION[key.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** Whether a file of this type may be shown in the browser rather than saved. */
export function showsInline(contentType: string | null): boolean {
  return contentType !== null && INLINE_TYPE.test(contentType.trim());
}

/** Streams an R2 object with its content type, ETag and HTTP range support (206 / 416). */
export async function serveR2Object(bucket: R2Bucket, key: string, request: Request, options: ServeOptions = {}) {
  const rangeHeader = request.headers.get('range');
  let object: R2ObjectBody | R2Object | null;
  try {
    object = await bucket.get(key, { range: rangeHeader ? request.headers : undefined, onlyIf: request.headers });
  } catch {
    // R2 rejects a range it cannot satisfy; answer as HTTP does.
    const head = await bucket.head(key);
    if (!head) throw new ApiError('NOT_FOUND', ERROR_MESSAGES.fileNotFound);
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${head.size}` } });
  }
  if (!object) throw new ApiError('NOT_FOUND', ERROR_MESSAGES.fileNotFound);

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cache-Control', options.cacheControl ?? 'private, max-age=0, must-revalidate');
  headers.set('X-Content-Type-Options', 'nosniff');
  if (options.downloadName) {
    headers.set('Content-Disposition', `attachment; filename="${options.downloadName.replace(/["\\\r\n]/g, '_')}"`);
  } else if (!showsInline(headers.get('content-type') ?? typeFromKey(key))) {
    // A PDF, SVG or anything else a browser could run as a page of this origin is saved, never shown.
    headers.set('Content-Disposition', 'attachment');
  }
  if (!('body' in object)) return new Response(null, { status: 304, headers });

  const range = object.range;
  if (rangeHeader && range) {
    const offset = 'offset' in range && range.offset !== undefined ? range.offset : 0;
    const length =
      'length' in range && range.length !== undefined
        ? range.length
        : 'suffix' in range && range.suffix !== undefined
          ? range.suffix
          : object.size - offset;
    const start = 'suffix' in range && range.suffix !== undefined ? object.size - range.suffix : offset;
    headers.set('Content-Range', `bytes ${start}-${start + length - 1}/${object.size}`);
    headers.set('Content-Length', String(length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: 200, headers });
}
