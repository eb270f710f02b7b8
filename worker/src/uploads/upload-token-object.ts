import { DurableObject } from 'cloudflare:workers';
import { isMarketplaceKind, UPLOAD_LIMITS } from '@dtm/shared/constants';
import type { ArtworkType } from '@dtm/shared/uploads';
import { eq } from 'drizzle-orm';
import { createDb } from '../db/client';
import { orders } from '../db/schema';
import { newFileId, removeFromR2 } from './r2-files';
import {
  type Cleanup,
  IDLE_UPLOAD_MS,
  ok,
  type Part,
  type Result,
  refused,
  type StoredFile,
  type TailSegment,
  type TokenInfo,
  type WriteSession,
} from './token-state';
import { type MetaRow, TokenStore, type UploadRow } from './token-store';
import {
  beginWrite,
  claimFinish,
  commitWrite,
  currentUpload,
  finishWrite,
  heldUpload,
  terminateUpload,
} from './write-steps';

type SizedPart = Part & { size: number };

/**
 * One instance per upload token. It holds the token's state (order, expiry, files received,
 * submitted) in its SQLite and serialises every request for the token: each method checks and
 * changes state without awaiting in between, so two tabs can neither submit twice nor exceed
 * the order's file limit. Bytes never pass through here; the Worker streams them into R2.
 */
export class UploadTokenObject extends DurableObject<Env> {
  private readonly store: TokenStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new TokenStore(ctx.storage.sql);
  }

  async ping(): Promise<{ ok: true; id: string }> {
    return { ok: true, id: this.ctx.id.toString() };
  }

  /** The link's state, refreshed from the order (payment, expiry); an expired link still describes itself. */
  async info(token: string): Promise<Result<TokenInfo & { expired: boolean }>> {
    const loaded = await this.load(token);
    if (!loaded.ok) return loaded;
    const meta = loaded.value;
    return ok({
      orderId: meta.order_id,
      orderType: meta.order_type,
      expiresAt: meta.expires_at,
      submittedAt: meta.submitted_at,
      files: this.store.completeFiles(),
      expired: meta.expires_at <= Date.now(),
    });
  }

  /** Reserves a new upload (tus creation, or a single-file PUT URL) after the link and limit checks. */
  async createUpload(
    token: string,
    input: { length: number | null; name: string; kind: 'tus' | 'direct' },
  ): Promise<Result<{ fileId: string; orderId: string; expiresAt: number }>> {
    const loaded = await this.load(token);
    if (!loaded.ok) return loaded;
    const meta = loaded.value;
    const usable = this.usable(meta);
    if (!usable.ok) return usable;
    const now = Date.now();
    const limit = UPLOAD_LIMITS.maxFilesPerOrder;
    if (this.store.completeFiles().length >= limit) return refused('too-many-files');
    // Uploads in progress are capped too (each may hold R2 parts), but only while bytes keep coming.
    const busy = this.store.inProgress(now, now - IDLE_UPLOAD_MS);
    if (busy.count >= 2 * limit) {
      const freeAt = (busy.oldestActivity ?? now) + IDLE_UPLOAD_MS;
      return { ok: false, refusal: 'uploads-in-progress', inProgress: { count: busy.count, freeAt } };
    }
    const fileId = newFileId();
    // A reservation without bytes expires once idle; the first bytes extend it (commitWrite).
    const expiresAt = Math.min(now + IDLE_UPLOAD_MS, meta.expires_at);
    const key = `artwork/${meta.order_id}/${fileId}`;
    this.store.insertUpload(
      { id: fileId, key, name: input.name, kind: input.kind, length: input.length, expires_at: expiresAt },
      now,
    );
    await this.scheduleSweep();
    return ok({ fileId, orderId: meta.order_id, expiresAt });
  }

  /** tus HEAD: the offset covers only bytes stored durably (committed parts and the saved tail). */
  status(fileId: string): Result<{ length: number | null; offset: number; expiresAt: number | null }> {
    const found = currentUpload(this.store, fileId, Date.now());
    if (!found.ok) return found;
    const row = found.value;
    if (row.status === 'complete') return ok({ length: row.size, offset: row.size ?? 0, expiresAt: null });
    return ok({ length: row.length, offset: row.offset_parts + row.tail_length, expiresAt: row.expires_at });
  }

  beginWrite(
    fileId: string,
    input: { offset: number; length?: number | null; restart?: boolean },
  ): Result<WriteSession> {
    const begun = beginWrite(this.store, fileId, input, Date.now());
    if (!begun.ok) return begun;
    const { session, staleTailKeys } = begun.value;
    if (staleTailKeys.length > 0) this.ctx.waitUntil(this.env.FILES.delete(staleTailKeys));
    return ok(session);
  }

  /** Records the R2 multipart upload the writer created once it knew the file's type. */
  attach(fileId: string, lockId: string, input: { multipartId: string; type: ArtworkType }): Result<null> {
    const held = heldUpload(this.store, fileId, lockId, Date.now());
    if (!held.ok) return held;
    this.store.update(fileId, { multipart_id: input.multipartId, type: input.type });
    return ok(null);
  }

  commit(
    fileId: string,
    lockId: string,
    input: { parts: SizedPart[]; replaceTail: boolean; segment: TailSegment | null; type: ArtworkType | null },
  ): Result<{ offset: number; staleTailKeys: string[]; expiresAt: number }> {
    return commitWrite(this.store, fileId, lockId, input, Date.now());
  }

  claimFinish(fileId: string, lockId: string, input: { parts: SizedPart[] }): Result<{ parts: Part[] }> {
    return claimFinish(this.store, fileId, lockId, input.parts, Date.now());
  }

  finish(
    fileId: string,
    lockId: string,
    input: { size: number; sha256: string; type: ArtworkType },
  ): Result<{ file: StoredFile; staleTailKeys: string[] }> {
    return finishWrite(this.store, fileId, lockId, input, Date.now());
  }

  terminate(fileId: string): Result<Cleanup> {
    return terminateUpload(this.store, fileId);
  }

  /** Submit, once: every named file must be received and verified. */
  async claimSubmit(
    token: string,
    fileIds: string[],
  ): Promise<Result<{ claimId: string; orderId: string; files: StoredFile[] }>> {
    const loaded = await this.load(token);
    if (!loaded.ok) return loaded;
    const usable = this.usable(loaded.value);
    if (!usable.ok) return usable;
    const complete = new Map(this.store.completeFiles().map((file) => [file.id, file]));
    const files = fileIds.map((id) => complete.get(id)).filter((file): file is StoredFile => file !== undefined);
    if (files.length === 0 || files.length !== fileIds.length) return refused('not-received');
    const claimId = crypto.randomUUID();
    this.store.setSubmitted(Date.now(), claimId);
    this.store.markSubmittedFiles(fileIds);
    return ok({ claimId, orderId: loaded.value.order_id, files: files.map((file) => ({ ...file, submitted: true })) });
  }

  /** Undoes a submit whose follow-up (order row, queue) failed, so the customer can try again. */
  releaseSubmit(claimId: string): boolean {
    if (this.store.meta()?.submit_claim !== claimId) return false;
    this.store.setSubmitted(null, null);
    this.store.markSubmittedFiles([]);
    return true;
  }

  /**
   * Development seed only (POST /dev/seed-artwork): a demo order's artwork, already in R2 under
   * its own file id, becomes a received and submitted file of this link, as if it had been uploaded.
   */
  async recordSeededFile(
    token: string,
    file: { id: string; key: string; name: string; type: ArtworkType; size: number; sha256: string },
  ): Promise<Result<{ added: boolean }>> {
    const loaded = await this.load(token);
    if (!loaded.ok) return loaded;
    if (this.store.upload(file.id)) return ok({ added: false });
    const now = Date.now();
    this.insertComplete({ ...file, kind: 'direct', preview_key: null, completed_at: now }, now);
    this.store.setSubmitted(loaded.value.submitted_at ?? now, null);
    this.store.markSubmittedFiles(this.store.completeFiles().map((stored) => stored.id));
    return ok({ added: true });
  }

  /**
   * The link was replaced by a new one ("Send me a new link"): it ends here. Files it received
   * whole and that were not submitted are handed over (their bytes stay in R2, under the order);
   * uploads still in progress are aborted and their bytes deleted; then the object forgets
   * everything, so any later request on the old link (a tus PATCH of an open upload included)
   * finds nothing and is refused.
   */
  async endLink(): Promise<{ files: UploadRow[] }> {
    const rows = this.store.allUploads();
    const handed = rows.filter((row) => row.status === 'complete' && !row.submitted);
    const aborted = rows.filter((row) => row.status !== 'complete');
    const cleanups = aborted.map((row) => this.store.remove(row));
    this.store.clear();
    await this.ctx.storage.deleteAlarm();
    await Promise.all(cleanups.map((cleanup) => removeFromR2(this.env.FILES, cleanup)));
    return { files: handed };
  }

  /** The files an ended link of the same order handed over (endLink), received as they were. */
  async adoptFiles(token: string, files: UploadRow[]): Promise<Result<{ adopted: number }>> {
    const loaded = await this.load(token);
    if (!loaded.ok) return loaded;
    let adopted = 0;
    for (const file of files) {
      if (!file.key.startsWith(`artwork/${loaded.value.order_id}/`) || this.store.upload(file.id)) continue;
      const now = Date.now();
      this.insertComplete({ ...file, completed_at: file.completed_at ?? now }, now);
      adopted++;
    }
    return ok({ adopted });
  }

  /** A file already whole in R2 (seeded, or handed over by an ended link) recorded as received. */
  private insertComplete(
    file: Pick<UploadRow, 'id' | 'key' | 'name' | 'kind' | 'preview_key'> & {
      size: number | null;
      sha256: string | null;
      type: string | null;
      completed_at: number;
    },
    now: number,
  ) {
    this.store.insertUpload(
      { id: file.id, key: file.key, name: file.name, kind: file.kind, length: file.size, expires_at: now },
      now,
    );
    this.store.update(file.id, {
      status: 'complete',
      size: file.size,
      sha256: file.sha256,
      type: file.type,
      preview_key: file.preview_key,
      expires_at: null,
      completed_at: file.completed_at,
      updated_at: now,
    });
  }

  /** The received files (artwork page, file serving, queue job). */
  files(): StoredFile[] {
    return this.store.completeFiles();
  }

  setPreviews(previews: { fileId: string; previewKey: string | null }[]): void {
    for (const preview of previews) this.store.update(preview.fileId, { preview_key: preview.previewKey });
  }

  /** After a submit, files received but left out of it are removed: nothing is kept that was not sent. */
  discardUnsubmitted(): Cleanup[] {
    if (!this.store.meta()?.submitted_at) return [];
    const cleanups: Cleanup[] = [];
    for (const file of this.store.completeFiles()) {
      const row = file.submitted ? null : this.store.upload(file.id);
      if (row) cleanups.push(this.store.remove(row));
    }
    return cleanups;
  }

  /** Unfinished uploads past their expiry are aborted in R2 and forgotten. */
  override async alarm(): Promise<void> {
    for (const row of this.store.expiredUploads(Date.now())) {
      await removeFromR2(this.env.FILES, this.store.remove(row));
    }
    await this.scheduleSweep();
  }

  private async scheduleSweep() {
    const next = this.store.nextExpiry();
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next);
  }

  /** Reads the token's order from D1: only a paid order's token works, and its expiry may have been extended. */
  private async load(token: string): Promise<Result<MetaRow & { order_type: 'frame' | 'character' }>> {
    const order = await createDb(this.env.DB).query.orders.findFirst({
      where: eq(orders.uploadToken, token),
      columns: { id: true, type: true, paymentStatus: true, uploadExpiresAt: true, artworkSubmittedAt: true },
    });
    // A refunded order's link says why it stopped working instead of "invalid" (issue #37).
    if (order?.paymentStatus === 'refunded') return refused('order-refunded');
    if (order?.paymentStatus !== 'paid' || !order.uploadExpiresAt || isMarketplaceKind(order.type)) {
      return refused('link-invalid');
    }
    const existing = this.store.meta();
    if (existing && existing.order_id !== order.id) return refused('link-invalid');
    // D1's submitted flag only seeds a fresh object (orders submitted before this object existed).
    const submittedAt = existing ? existing.submitted_at : (order.artworkSubmittedAt?.getTime() ?? null);
    this.store.saveMeta(order.id, order.type, order.uploadExpiresAt.getTime(), submittedAt);
    const meta = this.store.meta();
    return meta ? ok(meta) : refused('link-invalid');
  }

  private usable(meta: MetaRow): Result<null> {
    if (meta.expires_at <= Date.now()) return refused('link-expired');
    if (meta.submitted_at) return refused('already-submitted');
    return ok(null);
  }
}
