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
import { type StoredVideo, storeVideo } from './video-store';

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

/**
 * The admin's finished-animation upload, the same for characters and frames: refused before a
 * byte of the body is read when too big, not a form, or the row does not exist; streamed into R2
 * with the type decided by its bytes; the row saved; the replaced video deleted only once nothing
 * points at it. A failure after the store leaves no orphan in R2.
 */
export async function receiveAnimationUpload<Row>(c: Context<AppEnv>, upload: VideoUpload<Row>) {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > VIDEO_UPLOAD_LIMITS.maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new ApiError('PAYLOAD_TOO_LARGE', MESSAGES.videoTooLarge);
  }
  const boundary = multipartBoundary(c.req.header('content-type'));
  const body = c.req.raw.body;
  if (!boundary || !body) throw new ApiError('BAD_REQUEST', MESSAGES.videoRequired);
  const before = await upload.find();
  if (!before) throw new ApiError('NOT_FOUND', upload.notFound);

  const malformed = () => new ApiError('BAD_REQUEST', ADMIN_MESSAGES.uploadIncomplete);
  const part = await readFilePart(body, boundary, 'video', malformed);
  if (!part) throw new ApiError('BAD_REQUEST', MESSAGES.videoRequired);
  const stored = await storeVideo(c.env.FILES, upload.id, part.chunks, VIDEO_UPLOAD_LIMITS.maxFileBytes);

  const saved = await upload.save(before, stored).catch(async (error: unknown) => {
    await c.env.FILES.delete(stored.key);
    throw error;
  });
  if (!saved) {
    await c.env.FILES.delete(stored.key);
    throw new ApiError('NOT_FOUND', upload.notFound);
  }
  const previous = upload.previousKey(before);
  if (previous && previous !== stored.key && !(await videoInUse(c.get('db'), previous))) {
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
