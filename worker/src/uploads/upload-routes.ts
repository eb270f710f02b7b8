import { MESSAGES } from '@dtm/shared/messages';
import { artworkFilePath, TUS_UPLOADS } from '@dtm/shared/uploads';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { removeFromR2 } from './r2-files';
import { unwrap } from './refusals';
import { tokenStub, uploadIdOf, uploadRef } from './token-access';
import {
  checkDeclaredLength,
  displayName,
  httpDate,
  integerHeader,
  OFFSET_STREAM,
  parseChecksum,
  parseMetadata,
  tusCapabilities,
  tusProtocol,
} from './tus-headers';
import { type UploadTokenStub, UploadWriter, type WriteOptions, type WriteOutcome } from './upload-writer';

const NOT_OFFSET_STREAM = `Upload data must be sent as ${OFFSET_STREAM}.`;

/** Becomes the upload's writer at `offset` and streams this request's body into it. */
async function writeRequestBody(
  c: Context<AppEnv>,
  target: { stub: UploadTokenStub; fileId: string },
  begin: { offset: number; length?: number | null; restart?: boolean },
  options: WriteOptions,
): Promise<WriteOutcome> {
  const session = unwrap(await target.stub.beginWrite(target.fileId, begin));
  const bodyLength = integerHeader(c.req.header('content-length'), 'Content-Length');
  const offset = session.offsetParts + session.tailLength;
  if (bodyLength !== null && session.length !== null && offset + bodyLength > session.length) {
    throw new ApiError('BAD_REQUEST', MESSAGES.uploadTooLong);
  }
  const writing = new UploadWriter(c.env.FILES, target.stub, session, options).write(c.req.raw.body);
  // A client that disconnects cancels its request; waitUntil lets the writer notice the broken
  // body and save what arrived, so the client re-sends as little as possible.
  c.executionCtx.waitUntil(writing.catch(() => undefined));
  return writing;
}

/** Removes an upload and whatever it stored (a client that never learnt its URL cannot resume it). */
async function discardUpload(env: Env, stub: UploadTokenStub, fileId: string) {
  const removed = await stub.terminate(fileId);
  if (removed.ok) await removeFromR2(env.FILES, removed.value);
}

function offsetHeaders(c: Context<AppEnv>, outcome: { offset: number; expiresAt: number | null }) {
  c.header('Upload-Offset', String(outcome.offset));
  if (outcome.expiresAt !== null) c.header('Upload-Expires', httpDate(outcome.expiresAt));
}

/**
 * Resumable uploads (tus 1.0: core, creation, creation-with-upload, expiration, checksum,
 * termination) under /api/uploads/tus, and the single-file PUT of /api/objects/upload under
 * /api/uploads/direct. Both stream through the same writer into R2 multipart uploads.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .use('/tus', tusProtocol)
  .use('/tus/*', tusProtocol)
  .options('/tus', (c) => c.body(null, 204, tusCapabilities()))
  .options('/tus/:uploadId', (c) => c.body(null, 204, tusCapabilities()))
  .post('/tus', async (c) => {
    if (c.req.header('upload-defer-length') !== undefined) {
      throw new ApiError('BAD_REQUEST', MESSAGES.uploadDeferLengthUnsupported);
    }
    const length = integerHeader(c.req.header('upload-length'), 'Upload-Length');
    if (length === null) throw new ApiError('BAD_REQUEST', MESSAGES.uploadLengthRequired);
    const metadata = parseMetadata(c.req.header('upload-metadata'));
    const token = metadata.get(TUS_UPLOADS.metadata.token) ?? '';
    const stub = tokenStub(c.env, token);
    checkDeclaredLength(length);
    const bodyLength = integerHeader(c.req.header('content-length'), 'Content-Length') ?? 0;
    const withData = c.req.header('content-type') === OFFSET_STREAM;
    if (bodyLength > 0 && !withData) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', NOT_OFFSET_STREAM);
    if (bodyLength > length) throw new ApiError('BAD_REQUEST', MESSAGES.uploadTooLong);
    const name = displayName(metadata.get(TUS_UPLOADS.metadata.filename) ?? metadata.get('name'));
    const created = unwrap(await stub.createUpload(token, { length, name, kind: 'tus' }));
    c.header('Location', new URL(`${TUS_UPLOADS.endpoint}/${uploadIdOf(stub, created.fileId)}`, c.req.url).href);
    let outcome: { offset: number; expiresAt: number | null } = { offset: 0, expiresAt: created.expiresAt };
    if (withData && c.req.raw.body) {
      try {
        const written = await writeRequestBody(
          c,
          { stub, fileId: created.fileId },
          { offset: 0 },
          { checksum: parseChecksum(c.req.header('upload-checksum')), endIsFinal: false },
        );
        outcome = { offset: written.offset, expiresAt: written.file ? null : (written.expiresAt ?? created.expiresAt) };
      } catch (error) {
        await discardUpload(c.env, stub, created.fileId);
        throw error;
      }
    }
    offsetHeaders(c, outcome);
    return c.body(null, 201);
  })
  // HEAD (Hono answers HEAD with the GET route, without the body).
  .get('/tus/:uploadId', async (c) => {
    const { stub, fileId } = uploadRef(c.env, c.req.param('uploadId'));
    const status = unwrap(await stub.status(fileId));
    offsetHeaders(c, status);
    if (status.length !== null) c.header('Upload-Length', String(status.length));
    return c.body(null, 200);
  })
  .patch('/tus/:uploadId', async (c) => {
    const target = uploadRef(c.env, c.req.param('uploadId'));
    if (c.req.header('content-type') !== OFFSET_STREAM) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', NOT_OFFSET_STREAM);
    const offset = integerHeader(c.req.header('upload-offset'), 'Upload-Offset');
    if (offset === null) throw new ApiError('BAD_REQUEST', MESSAGES.uploadOffsetRequired);
    const checksum = parseChecksum(c.req.header('upload-checksum'));
    const outcome = await writeRequestBody(c, target, { offset }, { checksum, endIsFinal: false });
    offsetHeaders(c, outcome);
    return c.body(null, 204);
  })
  .delete('/tus/:uploadId', async (c) => {
    const { stub, fileId } = uploadRef(c.env, c.req.param('uploadId'));
    await removeFromR2(c.env.FILES, unwrap(await stub.terminate(fileId)));
    return c.body(null, 204);
  })
  .put('/direct/:uploadId', async (c) => {
    const target = uploadRef(c.env, c.req.param('uploadId'));
    const length = integerHeader(c.req.header('content-length'), 'Content-Length');
    if (length !== null) checkDeclaredLength(length);
    const outcome = await writeRequestBody(
      c,
      target,
      { offset: 0, length, restart: true },
      { checksum: null, endIsFinal: true },
    );
    if (!outcome.file) throw new Error('a single-file upload ended without a file');
    const orderId = outcome.file.key.split('/')[1] ?? '';
    return c.json({ objectPath: artworkFilePath(orderId, outcome.file.id), size: outcome.file.size });
  });
