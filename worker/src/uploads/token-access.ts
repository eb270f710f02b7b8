import { artworkFilePath, UploadTokenSchema } from '@dtm/shared/uploads';
import { refusalError } from './refusals';
import type { UploadTokenStub } from './upload-writer';

const DO_ID = /^[0-9a-f]{64}$/;
const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The Durable Object of an upload token; a token that cannot exist is an invalid link. */
export function tokenStub(env: Env, token: string): UploadTokenStub {
  if (!UploadTokenSchema.safeParse(token).success) throw refusalError('link-invalid');
  return env.UPLOAD_TOKENS.get(env.UPLOAD_TOKENS.idFromName(token));
}

/**
 * An upload's id in its URLs: the token's object id and the file id. The URL lets a client resume
 * one upload without carrying the token itself, so a leaked upload URL exposes one file, not the order.
 */
export function uploadIdOf(stub: UploadTokenStub, fileId: string): string {
  return `${stub.id.toString()}.${fileId}`;
}

/** The object and file an upload id names; anything malformed is simply not found. */
export function uploadRef(env: Env, uploadId: string): { stub: UploadTokenStub; fileId: string } {
  const [objectId = '', fileId = '', ...rest] = uploadId.split('.');
  if (rest.length > 0 || !DO_ID.test(objectId) || !FILE_ID.test(fileId)) throw refusalError('upload-not-found');
  let id: DurableObjectId;
  try {
    id = env.UPLOAD_TOKENS.idFromString(objectId);
  } catch {
    throw refusalError('upload-not-found');
  }
  return { stub: env.UPLOAD_TOKENS.get(id), fileId };
}

/**
 * The file id behind an artwork URL the client sends back (its `objectPath`, its tus upload URL
 * or its single-file PUT URL), if the URL belongs to this token and this shop; null otherwise.
 */
export function fileIdFromArtworkUrl(url: string, stub: UploadTokenStub, orderId: string, origins: string[]) {
  let parsed: URL;
  try {
    parsed = new URL(url, origins[0]);
  } catch {
    return null;
  }
  if (!origins.includes(parsed.origin)) return null;
  const path = parsed.pathname;
  const own = `${stub.id.toString()}.`;
  for (const prefix of ['/api/uploads/tus/', '/api/uploads/direct/']) {
    if (path.startsWith(prefix)) {
      const uploadId = path.slice(prefix.length);
      const fileId = uploadId.slice(own.length);
      return uploadId.startsWith(own) && FILE_ID.test(fileId) ? fileId : null;
    }
  }
  const fileId = path.split('/').pop() ?? '';
  return FILE_ID.test(fileId) && path === artworkFilePath(orderId, fileId) ? fileId : null;
}
