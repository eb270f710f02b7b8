import { USER_MESSAGES } from '@dtm/shared/user';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';

const FILE_NOT_READY = USER_MESSAGES.fileNotReady;

const MEDIA_PREFIX = '/api/media/';

const TYPES_BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * The R2 key behind a stored file reference: catalog media are stored as their public path
 * (`/api/media/<key>`), admin uploads as the bare key (`animations/<id>/<uuid>.mp4`). Anything
 * else (an outside URL, a path that climbs) has no key.
 */
export function r2KeyOf(reference: string | null | undefined): string | null {
  if (!reference) return null;
  const key = reference.startsWith(MEDIA_PREFIX) ? decodeURIComponent(reference.slice(MEDIA_PREFIX.length)) : reference;
  if (key.startsWith('/') || /^[a-z]+:/i.test(key) || key.split('/').includes('..')) return null;
  return key;
}

function extensionOf(key: string): string {
  const last = key.split('/').pop() ?? '';
  return last.includes('.') ? (last.split('.').pop()?.toLowerCase() ?? '') : '';
}

/** "Captain Crayon!" + "x/y.webm" -> "captain-crayon.webm": the name a person would save it under. */
export function downloadFileName(title: string, key: string): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'download';
  const extension = extensionOf(key);
  return extension ? `${slug}.${extension}` : slug;
}

/**
 * Streams an owned file from R2 (ranges, ETag) with its content type; `?download=1` saves it
 * under `title`. The caller has already checked that the customer owns it.
 */
export async function serveOwnedFile(c: Context<AppEnv>, reference: string | null, title: string) {
  const key = r2KeyOf(reference);
  if (!key) throw new ApiError('NOT_FOUND', FILE_NOT_READY);
  const download = c.req.query('download');
  const response = await serveR2Object(c.env.FILES, key, c.req.raw, {
    ...(download !== undefined && download !== '0' ? { downloadName: downloadFileName(title, key) } : {}),
  });
  // Objects put without metadata still get a type a browser can play or show.
  const type = TYPES_BY_EXTENSION[extensionOf(key)];
  if (type && !response.headers.get('content-type')) response.headers.set('Content-Type', type);
  return response;
}
