import { ACCOUNT_MESSAGES, DATA_EXPORT_TTL_DAYS, type DataExport, type DataExportJob } from '@dtm/shared/account';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createDb } from '../db/client';
import { type DataExportRow, dataExports, users } from '../db/schema';
import { ApiError } from '../lib/errors';
import { sendMail } from '../mail/mailer';
import { collectAccountData } from './export-data';
import { exportReadyMail } from './mails';
import { writeZipToMultipart, type ZipEntry } from './zip-stream';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A queue consumer runs 15 minutes at most: a run older than that has died. */
const STALE_RUN_MS = 16 * 60 * 1000;

export function exportKey(userId: string, exportId: string): string {
  return `exports/${userId}/${exportId}.zip`;
}

export function exportDownloadPath(exportId: string): string {
  return `/api/user/export/${exportId}/download`;
}

function isExpired(row: DataExportRow, now = Date.now()): boolean {
  return row.expiresAt !== null && row.expiresAt.getTime() <= now;
}

/** An export as the dashboard shows it. */
export function presentExport(row: DataExportRow): DataExport {
  const expired = isExpired(row);
  return {
    id: row.id,
    status: row.status,
    downloadUrl: row.status === 'ready' && !expired ? exportDownloadPath(row.id) : null,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired,
  };
}

export async function latestExport(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
  return row ?? null;
}

/**
 * Starts an export, or answers the one already queued or running. One row per user (unique index):
 * two requests at once both try the insert, one wins, the other reads the winner's row; only the
 * winner sends the job. A finished (ready or failed) export is replaced by a new id in one
 * conditional update, so again only one of two racing requests starts the job.
 */
export async function requestExport(
  db: Db,
  env: Pick<Env, 'JOBS' | 'FILES'>,
  userId: string,
  origin: string,
): Promise<{ row: DataExportRow; started: boolean }> {
  const id = crypto.randomUUID();
  const [inserted] = await db
    .insert(dataExports)
    .values({ id, userId, status: 'queued' })
    .onConflictDoNothing({ target: dataExports.userId })
    .returning();
  let row = inserted;
  if (!row) {
    const existing = await latestExport(db, userId);
    if (!existing) throw new ApiError('CONFLICT', ACCOUNT_MESSAGES.exportNotReady);
    if (existing.status === 'queued' || existing.status === 'running') return { row: existing, started: false };
    const [restarted] = await db
      .update(dataExports)
      .set({
        id,
        status: 'queued',
        r2Key: null,
        size: null,
        fileCount: null,
        error: null,
        startedAt: null,
        readyAt: null,
        expiresAt: null,
        createdAt: new Date(),
      })
      .where(and(eq(dataExports.id, existing.id), inArray(dataExports.status, ['ready', 'failed'])))
      .returning();
    if (!restarted) {
      // Another request restarted it a moment ago: answer that one.
      const current = await latestExport(db, userId);
      if (!current) throw new ApiError('CONFLICT', ACCOUNT_MESSAGES.exportNotReady);
      return { row: current, started: false };
    }
    if (existing.r2Key) await env.FILES.delete(existing.r2Key);
    row = restarted;
  }
  const job: DataExportJob = { type: 'data.export', exportId: row.id, userId, origin };
  try {
    await env.JOBS.send(job);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', job: 'data.export', error: String(error) }));
    await db
      .update(dataExports)
      .set({ status: 'failed', error: 'queue unavailable' })
      .where(eq(dataExports.id, row.id));
    throw new ApiError('SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.exportUnavailable);
  }
  return { row, started: true };
}

/** The owner's export for a download: 404 for anyone else's, 410 once expired, 409 while not ready. */
export async function exportForDownload(db: Db, bucket: R2Bucket, userId: string, exportId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
  if (!row) throw new ApiError('NOT_FOUND', ACCOUNT_MESSAGES.exportNotFound);
  if (isExpired(row)) {
    if (row.r2Key) await bucket.delete(row.r2Key);
    throw new ApiError('GONE', ACCOUNT_MESSAGES.exportExpired);
  }
  if (row.status === 'failed') throw new ApiError('CONFLICT', ACCOUNT_MESSAGES.exportFailed);
  if (row.status !== 'ready' || !row.r2Key) throw new ApiError('CONFLICT', ACCOUNT_MESSAGES.exportNotReady);
  return row;
}

function dateStamp(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The `data.export` job: builds the ZIP (account.json, then every stored file, streamed) into R2
 * and mails the link. Run twice for the same export (a queue retry) it builds it again; an export
 * that is ready, failed or replaced meanwhile is left alone.
 */
export async function processDataExport(env: Env, job: DataExportJob): Promise<void> {
  const db = createDb(env.DB);
  const [claimed] = await db
    .update(dataExports)
    .set({ status: 'running', startedAt: new Date() })
    .where(
      and(
        eq(dataExports.id, job.exportId),
        eq(dataExports.userId, job.userId),
        // Queued, or running for longer than a consumer may live (a crashed run the queue retries):
        // the queue's own redelivery of a message already being worked on finds neither and leaves.
        or(
          eq(dataExports.status, 'queued'),
          and(eq(dataExports.status, 'running'), lt(dataExports.startedAt, new Date(Date.now() - STALE_RUN_MS))),
        ),
      ),
    )
    .returning();
  if (!claimed) return;
  const key = exportKey(job.userId, job.exportId);
  try {
    const data = await collectAccountData(db, env.FILES, job.userId);
    if (!data) {
      await db.delete(dataExports).where(eq(dataExports.id, job.exportId));
      return;
    }
    const json = new TextEncoder().encode(JSON.stringify(data.account, null, 2));
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'account.json', bytes: json };
      for (const file of data?.files ?? []) {
        yield {
          name: file.name,
          open: async () => (await env.FILES.get(file.key))?.body ?? null,
        };
      }
    }
    const result = await writeZipToMultipart(env.FILES, key, entries(), {
      downloadName: `drawings-to-magic-data-${dateStamp(new Date())}.zip`,
    });
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
    const [ready] = await db
      .update(dataExports)
      .set({ status: 'ready', r2Key: key, size: result.size, fileCount: result.files, readyAt, expiresAt })
      .where(and(eq(dataExports.id, job.exportId), eq(dataExports.status, 'running')))
      .returning();
    if (!ready) {
      await env.FILES.delete(key);
      return;
    }
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, job.userId));
    const base = job.origin ?? (env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : 'http://localhost:8787');
    if (user)
      await sendMail(env, db, exportReadyMail(user.email, `${base}${exportDownloadPath(job.exportId)}`, expiresAt));
  } catch (error) {
    await db
      .update(dataExports)
      .set({ status: 'failed', error: String(error).slice(0, 500) })
      .where(eq(dataExports.id, job.exportId));
    console.error(JSON.stringify({ level: 'error', job: 'data.export', exportId: job.exportId, error: String(error) }));
  }
}
