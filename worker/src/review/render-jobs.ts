import {
  RENDER_MESSAGES,
  RENDER_PART_MAGIC,
  type RenderJob,
  type RenderSlot,
  renderJobStatus,
  renderPartKey,
  type StartRenderInput,
} from '@dtm/shared/render-jobs';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { renderJobs } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { RecipeRow } from './recipe-service';
import type { ReviewTarget } from './targets';

type JobRow = typeof renderJobs.$inferSelect;

const ofVersion = (target: Pick<ReviewTarget, 'kind' | 'id'>, version: number, slot: RenderSlot) =>
  and(
    eq(renderJobs.targetKind, target.kind),
    eq(renderJobs.targetId, target.id),
    eq(renderJobs.version, version),
    eq(renderJobs.slot, slot),
  );

/**
 * The job as the studio sees it, with the state the admin sees (`sentAt`: when its version was last
 * sent to the customer; a job answered while it runs has no version sent yet that matters).
 */
export function renderJobView(row: JobRow, sentAt: Date | null = null, now = Date.now()): RenderJob {
  return {
    version: row.version,
    slot: row.slot,
    state: row.state,
    codec: row.codec,
    width: row.width,
    height: row.height,
    frames: row.frames,
    fps: row.fps,
    parts: row.parts,
    partsDone: row.partsDone,
    error: row.error,
    updatedAt: row.updatedAt.toISOString(),
    ...renderJobStatus(row, sentAt, now),
  };
}

/** Every render of the target's versions (the studio lists them with their versions). */
export function listRenderJobs(db: Db, target: Pick<ReviewTarget, 'kind' | 'id'>) {
  return db
    .select()
    .from(renderJobs)
    .where(and(eq(renderJobs.targetKind, target.kind), eq(renderJobs.targetId, target.id)));
}

export async function findRenderJob(db: Db, target: ReviewTarget, version: number, slot: RenderSlot) {
  const [row] = await db
    .select()
    .from(renderJobs)
    .where(ofVersion(target, version, slot))
    .limit(1);
  return row;
}

const sameSpec = (row: JobRow, input: StartRenderInput) =>
  row.codec === input.codec &&
  row.width === input.width &&
  row.height === input.height &&
  row.frames === input.frames &&
  row.fps === input.fps &&
  row.parts === input.parts;

async function deleteParts(bucket: R2Bucket, row: Pick<JobRow, 'targetKind' | 'targetId' | 'version' | 'slot'>) {
  const prefix = renderPartKey(row.targetKind, row.targetId, row.version, row.slot, 0).replace(/0$/, '');
  for (let cursor: string | undefined, more = true; more; ) {
    const listed = await bucket.list({ prefix, cursor });
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
    more = listed.truncated;
    cursor = listed.truncated ? listed.cursor : undefined;
  }
}

/**
 * Starts the render of `row` in `slot`, or resumes it: the same codec, size, frames and parts as a
 * render that is still running keep its parts (200); anything else starts over with none (201).
 */
export async function startRender(
  db: Db,
  bucket: R2Bucket,
  input: { target: ReviewTarget; row: RecipeRow; slot: RenderSlot; spec: StartRenderInput; actorId: string },
): Promise<{ job: RenderJob; resumed: boolean }> {
  const { target, row, slot, spec, actorId } = input;
  const existing = await findRenderJob(db, target, row.version, slot);
  if (existing && existing.state === 'rendering' && sameSpec(existing, spec)) {
    const [touched] = await db
      .update(renderJobs)
      .set({ updatedAt: new Date() })
      .where(eq(renderJobs.id, existing.id))
      .returning();
    return { job: renderJobView(touched ?? existing), resumed: true };
  }
  if (existing) await deleteParts(bucket, existing);
  const now = new Date();
  const fresh = {
    ...spec,
    state: 'rendering' as const,
    partsDone: 0,
    error: null,
    startedById: actorId,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(renderJobs)
    .values({
      id: crypto.randomUUID(),
      recipeId: row.id,
      targetKind: target.kind,
      targetId: target.id,
      version: row.version,
      slot,
      createdAt: now,
      ...fresh,
    })
    .onConflictDoUpdate({
      target: [renderJobs.targetKind, renderJobs.targetId, renderJobs.version, renderJobs.slot],
      set: fresh,
    })
    .returning();
  if (!saved) throw new ApiError('INTERNAL', 'The render could not be started.');
  return { job: renderJobView(saved), resumed: false };
}

/** The running job, or 404 / 409 saying why a part cannot go to it. */
async function runningJob(db: Db, target: ReviewTarget, version: number, slot: RenderSlot) {
  const job = await findRenderJob(db, target, version, slot);
  if (!job) throw new ApiError('NOT_FOUND', RENDER_MESSAGES.noRender);
  if (job.state !== 'rendering') throw new ApiError('CONFLICT', RENDER_MESSAGES.renderEnded(job.state));
  return job;
}

const MAGIC = new TextEncoder().encode(RENDER_PART_MAGIC);

/**
 * Stores part `part` of the running render: parts arrive in order (a part sent again replaces
 * itself), each starts with the part format's magic bytes. Answers the job with its new count.
 */
export async function storeRenderPart(
  db: Db,
  bucket: R2Bucket,
  input: { target: ReviewTarget; version: number; slot: RenderSlot; part: number; bytes: Uint8Array },
): Promise<RenderJob> {
  const { target, version, slot, part, bytes } = input;
  const job = await runningJob(db, target, version, slot);
  if (part >= job.parts) throw new ApiError('BAD_REQUEST', RENDER_MESSAGES.partInvalid(job.parts));
  if (part > job.partsDone) throw new ApiError('CONFLICT', RENDER_MESSAGES.partOutOfOrder(job.partsDone));
  if (bytes.length < MAGIC.length + 4 || MAGIC.some((byte, i) => bytes[i] !== byte)) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', RENDER_MESSAGES.partNotVideo);
  }
  await bucket.put(renderPartKey(target.kind, target.id, version, slot, part), bytes, {
    httpMetadata: { contentType: 'application/octet-stream' },
  });
  // The count only grows, and only while the job still runs (a Cancel meanwhile wins).
  const [updated] = await db
    .update(renderJobs)
    .set({ partsDone: sql`max(${renderJobs.partsDone}, ${part + 1})`, updatedAt: new Date() })
    .where(and(eq(renderJobs.id, job.id), eq(renderJobs.state, 'rendering')))
    .returning();
  if (!updated) {
    await bucket.delete(renderPartKey(target.kind, target.id, version, slot, part));
    throw new ApiError('CONFLICT', RENDER_MESSAGES.noRender);
  }
  return renderJobView(updated);
}

/** A stored part's R2 object, or 404. */
export async function renderPart(
  db: Db,
  bucket: R2Bucket,
  input: { target: ReviewTarget; version: number; slot: RenderSlot; part: number },
) {
  const { target, version, slot, part } = input;
  const job = await findRenderJob(db, target, version, slot);
  const object =
    job && part < job.partsDone ? await bucket.get(renderPartKey(target.kind, target.id, version, slot, part)) : null;
  if (!object) throw new ApiError('NOT_FOUND', RENDER_MESSAGES.partNotStored(part));
  return object;
}

/** The render stopped with an error (said in the studio, and the management lists mark it). */
export async function failRender(
  db: Db,
  input: { target: ReviewTarget; version: number; slot: RenderSlot; message: string },
): Promise<RenderJob> {
  const job = await runningJob(db, input.target, input.version, input.slot);
  const [updated] = await db
    .update(renderJobs)
    .set({ state: 'failed', error: input.message, updatedAt: new Date() })
    .where(eq(renderJobs.id, job.id))
    .returning();
  return renderJobView(updated ?? job);
}

/** Cancel: the render and its parts are gone (an unknown render is already gone: no error). */
export async function cancelRender(db: Db, bucket: R2Bucket, target: ReviewTarget, version: number, slot: RenderSlot) {
  const job = await findRenderJob(db, target, version, slot);
  if (!job) return;
  await db.delete(renderJobs).where(eq(renderJobs.id, job.id));
  await deleteParts(bucket, job);
}

/** The version's file of `slot` was uploaded: its render is done and its parts are deleted. */
export async function finishRender(db: Db, bucket: R2Bucket, target: ReviewTarget, version: number, slot: RenderSlot) {
  const [job] = await db
    .update(renderJobs)
    .set({ state: 'uploaded', partsDone: sql`${renderJobs.parts}`, error: null, updatedAt: new Date() })
    .where(ofVersion(target, version, slot))
    .returning();
  if (job) await deleteParts(bucket, job);
}
