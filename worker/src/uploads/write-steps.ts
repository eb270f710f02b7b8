import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import type { ArtworkType } from '@dtm/shared/uploads';
import {
  type Cleanup,
  FINISH_STALE_MS,
  MAX_PART_NUMBER,
  ok,
  type Part,
  type Result,
  refused,
  type StoredFile,
  type TailSegment,
  UPLOAD_TTL_MS,
  type WriteSession,
} from './token-state';
import { type TokenStore, toStoredFile, type UploadRow } from './token-store';

/**
 * The steps of writing one upload, as plain functions over the token's store. The Durable Object
 * calls them without awaiting in between, so each step is atomic for the token.
 */

type SizedPart = Part & { size: number };

/** An upload of this token that may still be written to (the link has not expired, nothing submitted). */
export function currentUpload(store: TokenStore, fileId: string, now: number): Result<UploadRow> {
  const meta = store.meta();
  const row = store.upload(fileId);
  if (!meta || !row) return refused('upload-not-found');
  if (row.status !== 'complete') {
    if (meta.expires_at <= now) return refused('link-expired');
    if (meta.submitted_at) return refused('already-submitted');
    if (row.expires_at !== null && row.expires_at <= now) return refused('upload-expired');
    if (row.status === 'finishing' && row.lock_at !== null && now - row.lock_at > FINISH_STALE_MS) {
      return refused('upload-expired');
    }
  }
  return ok(row);
}

/** The upload, if `lockId` is still its writer. */
export function heldUpload(store: TokenStore, fileId: string, lockId: string, now: number): Result<UploadRow> {
  const found = currentUpload(store, fileId, now);
  if (!found.ok) return found;
  if (found.value.lock_id !== lockId || found.value.status === 'complete') return refused('superseded');
  return found;
}

/**
 * Makes the caller the upload's writer from `offset`, which must be the durable offset. The newest
 * writer always wins (a client that lost its connection comes back at once); the previous one is
 * refused at its next report and, because each writer gets its own part numbers, can never
 * overwrite the new writer's parts. `restart` (single-file PUT) drops an earlier attempt.
 */
export function beginWrite(
  store: TokenStore,
  fileId: string,
  input: { offset: number; length?: number | null; restart?: boolean },
  now: number,
): Result<{ session: WriteSession; staleTailKeys: string[] }> {
  const found = currentUpload(store, fileId, now);
  if (!found.ok) return found;
  let row = found.value;
  if (row.status === 'complete') return refused('offset-mismatch', row.size ?? 0);
  if (row.status === 'finishing') return refused('busy');
  let staleTailKeys: string[] = [];
  if (input.restart) {
    staleTailKeys = store.clearTail(fileId);
    store.clearParts(fileId);
    row = { ...row, offset_parts: 0, tail_length: 0, length: input.length ?? null };
    store.update(fileId, { offset_parts: 0, tail_length: 0, length: row.length });
  }
  const offset = row.offset_parts + row.tail_length;
  if (input.offset !== offset) return refused('offset-mismatch', offset);
  const remaining = (row.length ?? UPLOAD_LIMITS.maxFileBytes) - row.offset_parts;
  const partBase = row.next_part;
  const nextPart = partBase + Math.ceil(remaining / UPLOAD_LIMITS.partBytes) + 1;
  if (nextPart > MAX_PART_NUMBER) return refused('upload-expired');
  const lockId = crypto.randomUUID();
  store.update(fileId, { lock_id: lockId, lock_at: now, next_part: nextPart });
  const session: WriteSession = {
    fileId,
    lockId,
    key: row.key,
    name: row.name,
    multipartId: row.multipart_id,
    length: row.length,
    offsetParts: row.offset_parts,
    tail: store.tail(fileId),
    tailLength: row.tail_length,
    partBase,
    parts: store.parts(fileId),
    type: (row.type as ArtworkType | null) ?? null,
  };
  return ok({ session, staleTailKeys });
}

/**
 * Makes written bytes durable. `parts` are uploaded R2 parts; `replaceTail` says the writer took
 * the saved tail into them (or into memory), so the old segments go; `segment` is the bytes after
 * them, saved by this request as one more object. Returns the new offset and the objects no
 * longer needed.
 */
export function commitWrite(
  store: TokenStore,
  fileId: string,
  lockId: string,
  input: { parts: SizedPart[]; replaceTail: boolean; segment: TailSegment | null; type: ArtworkType | null },
  now: number,
): Result<{ offset: number; staleTailKeys: string[]; expiresAt: number }> {
  const held = heldUpload(store, fileId, lockId, now);
  if (!held.ok) return held;
  const row = held.value;
  for (const part of input.parts) store.addPart(fileId, part, part.size);
  const offsetParts = row.offset_parts + input.parts.reduce((sum, part) => sum + part.size, 0);
  const staleTailKeys = input.replaceTail ? store.clearTail(fileId) : [];
  if (input.segment) store.appendTail(fileId, input.segment);
  const tailLength = store.tail(fileId).reduce((sum, segment) => sum + segment.length, 0);
  // Only bytes that arrived keep an upload alive (and in progress): an empty request changes nothing.
  const grew = offsetParts + tailLength > row.offset_parts + row.tail_length;
  const expiresAt = grew ? Math.min(now + UPLOAD_TTL_MS, store.meta()?.expires_at ?? now) : (row.expires_at ?? now);
  store.update(fileId, {
    offset_parts: offsetParts,
    tail_length: tailLength,
    lock_at: now,
    ...(grew ? { updated_at: now, expires_at: expiresAt } : {}),
    ...(input.type && !row.type ? { type: input.type } : {}),
  });
  return ok({ offset: offsetParts + tailLength, staleTailKeys, expiresAt });
}

function limitsAllowAnotherFile(store: TokenStore): Result<null> {
  if (store.meta()?.submitted_at) return refused('already-submitted');
  if (store.completeFiles().length >= UPLOAD_LIMITS.maxFilesPerOrder) return refused('too-many-files');
  return ok(null);
}

/** All bytes are in: the writer may complete the R2 object. The limits are checked first, so a refused file costs nothing. */
export function claimFinish(
  store: TokenStore,
  fileId: string,
  lockId: string,
  parts: SizedPart[],
  now: number,
): Result<{ parts: Part[] }> {
  const held = heldUpload(store, fileId, lockId, now);
  if (!held.ok) return held;
  const allowed = limitsAllowAnotherFile(store);
  if (!allowed.ok) return allowed;
  for (const part of parts) store.addPart(fileId, part, part.size);
  store.update(fileId, { status: 'finishing', lock_at: now });
  return ok({ parts: store.parts(fileId) });
}

/** The object is complete and hashed: it becomes one of the order's files if the limits still allow. */
export function finishWrite(
  store: TokenStore,
  fileId: string,
  lockId: string,
  input: { size: number; sha256: string; type: ArtworkType },
  now: number,
): Result<{ file: StoredFile; staleTailKeys: string[] }> {
  const held = heldUpload(store, fileId, lockId, now);
  if (!held.ok) return held;
  const allowed = limitsAllowAnotherFile(store);
  if (!allowed.ok) return allowed;
  store.clearParts(fileId);
  const staleTailKeys = store.clearTail(fileId);
  store.update(fileId, {
    status: 'complete',
    size: input.size,
    sha256: input.sha256,
    type: input.type,
    tail_length: 0,
    lock_id: null,
    lock_at: null,
    expires_at: null,
    completed_at: now,
    updated_at: now,
  });
  const file = store.upload(fileId);
  if (!file) return refused('upload-not-found');
  return ok({ file: toStoredFile(file), staleTailKeys });
}

/** Removes an upload (tus termination or a refused file). A submitted file stays. */
export function terminateUpload(store: TokenStore, fileId: string): Result<Cleanup> {
  const row = store.upload(fileId);
  if (!row) return refused('upload-not-found');
  if (row.status === 'complete' && store.meta()?.submitted_at) return refused('already-submitted');
  return ok(store.remove(row));
}
