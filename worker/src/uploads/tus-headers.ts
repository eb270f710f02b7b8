import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { MESSAGES, uploadHeaderNotBytesMessage, uploadMetadataNotBase64Message } from '@dtm/shared/messages';
import { TUS_UPLOADS } from '@dtm/shared/uploads';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import type { Checksum } from './upload-writer';

export const OFFSET_STREAM = 'application/offset+octet-stream';

/** Every tus response names the protocol version; every request but OPTIONS must speak it. */
export const tusProtocol = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Tus-Resumable', TUS_UPLOADS.version);
  c.header('Cache-Control', 'no-store');
  if (c.req.method !== 'OPTIONS' && c.req.header('tus-resumable') !== TUS_UPLOADS.version) {
    c.header('Tus-Version', TUS_UPLOADS.version);
    throw new ApiError(
      'PRECONDITION_FAILED',
      `This endpoint speaks tus ${TUS_UPLOADS.version} (Tus-Resumable header).`,
    );
  }
  await next();
});

/** OPTIONS: what this server supports. */
export function tusCapabilities(): Record<string, string> {
  return {
    'Tus-Version': TUS_UPLOADS.version,
    'Tus-Extension': TUS_UPLOADS.extensions.join(','),
    'Tus-Max-Size': String(UPLOAD_LIMITS.maxFileBytes),
    'Tus-Checksum-Algorithm': TUS_UPLOADS.checksumAlgorithms.join(','),
  };
}

/** A non-negative integer header, or null when absent; anything else is a bad request. */
export function integerHeader(value: string | undefined, name: string): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,16}$/.test(value.trim())) throw new ApiError('BAD_REQUEST', uploadHeaderNotBytesMessage(name));
  return Number(value.trim());
}

/** Upload-Metadata: comma-separated `key base64value` pairs (tus 1.0 creation). */
export function parseMetadata(header: string | undefined): Map<string, string> {
  const metadata = new Map<string, string>();
  if (!header) return metadata;
  for (const pair of header.split(',')) {
    const [key = '', value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || metadata.has(key))
      throw new ApiError('BAD_REQUEST', MESSAGES.uploadMetadataMalformed);
    try {
      const bytes = Uint8Array.from(atob(value ?? ''), (ch) => ch.charCodeAt(0));
      metadata.set(key, new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
    } catch {
      throw new ApiError('BAD_REQUEST', uploadMetadataNotBase64Message(key));
    }
  }
  return metadata;
}

const ALGORITHMS: Record<string, Checksum['algorithm']> = { sha1: 'SHA-1', sha256: 'SHA-256', md5: 'MD5' };

/** Upload-Checksum: `<algorithm> <base64 digest>` of this request's body. */
export function parseChecksum(header: string | undefined): Checksum | null {
  if (!header) return null;
  const [name = '', expected = ''] = header.trim().split(' ');
  const algorithm = ALGORITHMS[name.toLowerCase()];
  if (!algorithm || !/^[A-Za-z0-9+/]+={0,2}$/.test(expected)) {
    throw new ApiError(
      'BAD_REQUEST',
      `Upload-Checksum must be one of ${TUS_UPLOADS.checksumAlgorithms.join(', ')} followed by a base64 digest.`,
    );
  }
  return { algorithm, expected };
}

/** The file name kept for display and downloads only: no paths, no control characters, bounded. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
}

/** The declared size must be allowed before a single byte is read. */
export function checkDeclaredLength(length: number) {
  if (length === 0) throw new ApiError('BAD_REQUEST', MESSAGES.artworkEmpty);
  if (length > UPLOAD_LIMITS.maxFileBytes) throw new ApiError('PAYLOAD_TOO_LARGE', MESSAGES.artworkTooLarge);
}

/** RFC 7231 date for Upload-Expires. */
export const httpDate = (ms: number) => new Date(ms).toUTCString();
