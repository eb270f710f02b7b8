import { ADMIN_MESSAGES } from '@dtm/shared/admin';
import { VIDEO_UPLOAD_LIMITS } from '@dtm/shared/constants';
import { MESSAGES } from '@dtm/shared/messages';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { animationRecipes, userCharacters, userFrames } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { multipartBoundary, readFilePart } from './multipart-stream';
import {
  type FileKind,
  type StoredFile,
  type StoredVideo,
  type StoreRules,
  storeStream,
  videoRules,
} from './video-store';

/** Room for the multipart framing around the file when judging Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

type VideoUpload<Row> = {
  /** The character's or frame's id: the R2 folder the video goes in. */
  id: string;
  notFound: string;
  find: () => Promise<Row | undefined>;
  /** The key the row points at before the upload (deleted once the new one is saved). */
  previousKey: (row: Row) => string | null;
  /** Points the row at the stored video; false when the row is gone meanwhile. */
  save: (row: Row, stored: StoredVideo) => Promise<boolean>;
};

/** One kind of admin upload: the form field it comes in, how its bytes are judged, and the row it belongs to. */
export type FileUpload<Row, Kind extends FileKind> = {
  /** The multipart field that carries the file. */
  field: string;
  /** Said when the body is no form or has no such field. */
  required: string;
  rules: StoreRules<Kind>;
  notFound: string;
  find: () => Promise<Row | undefined>;
  /** The key the row points at before the upload (deleted once the new one is saved and nothing else uses it). */
  previousKey: (row: Row) => string | null;
  /** Points the row at the stored file; false when the row is gone meanwhile. */
  save: (row: Row, stored: StoredFile<Kind>) => Promise<boolean>;
  /** True while something (another row, a customer's purchase) still points at the key. */
  inUse: (key: string) => Promise<boolean>;
};

/**
 * The admin's finished-animation upload, the same for characters and frames: refused before a
 * byte of the body is read when too big, not a form, or the row does not exist; streamed into R2
 * with the type decided by its bytes; the row saved; the replaced video deleted only once nothing
 * points at it. A failure after the store leaves no orphan in R2.
 */
export function receiveAnimationUpload<Row>(c: Context<AppEnv>, upload: VideoUpload<Row>) {
  return receiveUpload(c, {
    ...upload,
    field: 'video',
    required: MESSAGES.videoRequired,
    rules: videoRules(upload.id, VIDEO_UPLOAD_LIMITS.maxFileBytes),
    inUse: (key) => videoInUse(c.get('db'), key),
  });
}

/**
 * A file uploaded by an admin as multipart/form-data (the back office's one upload: animation
 * videos and the catalog's files): refused before a byte of the body is read when too big, not a
 * form, or the row does not exist; streamed into R2 with the type decided by its bytes; the row
 * saved; the replaced file deleted only once nothing points at it. A failure after the store
 * leaves no orphan in R2.
 */
export async function receiveUpload<Row, Kind extends FileKind>(c: Context<AppEnv>, upload: FileUpload<Row, Kind>) {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > upload.rules.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new ApiError('PAYLOAD_TOO_LARGE', upload.rules.tooLarge);
  }
  const boundary = multipartBoundary(c.req.header('content-type'));
  const body = c.req.raw.body;
  if (!boundary || !body) throw new ApiError('BAD_REQUEST', upload.required);
  const before = await upload.find();
  if (!before) throw new ApiError('NOT_FOUND', upload.notFound);

  const malformed = () => new ApiError('BAD_REQUEST', ADMIN_MESSAGES.uploadIncomplete);
  const part = await readFilePart(body, boundary, upload.field, malformed);
  if (!part) throw new ApiError('BAD_REQUEST', upload.required);
  const stored = await storeStream(c.env.FILES, part.chunks, upload.rules);

  const saved = await upload.save(before, stored).catch(async (error: unknown) => {
    await c.env.FILES.delete(stored.key);
    throw error;
  });
  if (!saved) {
    await c.env.FILES.delete(stored.key);
    throw new ApiError('NOT_FOUND', upload.notFound);
  }
  const previous = upload.previousKey(before);
  if (previous && previous !== stored.key && !(await upload.inUse(previous))) {
    await c.env.FILES.delete(previous);
  }
  return { before, stored };
}

/**
 * True while a frame, a character or a version of an animation recipe still points at the video:
 * a recipe's render that became the finished animation stays in the studio's history when the
 * finished animation is replaced.
 */
async function videoInUse(db: Db, key: string): Promise<boolean> {
  const results = await db.batch([
    db.select({ id: animationRecipes.id }).from(animationRecipes).where(eq(animationRecipes.videoKey, key)).limit(1),
    db.select({ id: userFrames.id }).from(userFrames).where(eq(userFrames.animationVideoUrl, key)).limit(1),
    db.select({ id: userCharacters.id }).from(userCharacters).where(eq(userCharacters.animationVideoUrl, key)).limit(1),
  ]);
  return results.some((rows) => rows.length > 0);
}
