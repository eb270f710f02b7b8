import { ApiError, apiCommand } from '../../../lib/api-client';
import { type AppDB, appDb, type OutboxEntry, type OutboxKind } from '../db';

/** Where each kind of form is posted. */
const ENDPOINTS: Record<OutboxKind, string> = {
  'support-request': '/api/support-requests',
  return: '/api/returns',
};

/** How long a sent copy stays listed under its form before it is forgotten. */
const KEEP_SENT_MS = 24 * 60 * 60 * 1000;
/** A "sending" entry older than this was cut off (tab closed mid-send): it is sent again. */
const STALE_SENDING_MS = 30 * 1000;

export type SubmitResult = 'sent' | 'queued';

/** True when the request never reached the server (no connection), as opposed to a refusal. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.offline;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}

/** A refusal that may pass later (rate limit, server trouble): a queued entry stays queued. */
function isWorthRetrying(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 429 || error.status >= 500);
}

async function post(entry: OutboxEntry): Promise<void> {
  await apiCommand('POST', ENDPOINTS[entry.kind], { ...entry.body, idempotencyKey: entry.id });
}

/**
 * Sends a public form through the outbox: it is written to IndexedDB first (with its
 * idempotency key), then posted. With no connection it stays queued and the outbox sends it
 * later ('queued'); a refusal by the server is thrown (and nothing stays queued), so the form
 * can show the server's words beside the fields.
 */
export async function submitThroughOutbox(
  kind: OutboxKind,
  body: Record<string, unknown>,
  db: AppDB = appDb,
): Promise<SubmitResult> {
  const entry: OutboxEntry = { id: crypto.randomUUID(), kind, body, status: 'sending', createdAt: Date.now() };
  await db.outbox.add(entry);
  try {
    await post(entry);
  } catch (error) {
    if (!isConnectionFailure(error)) {
      await db.outbox.delete(entry.id);
      throw error;
    }
    await db.outbox.update(entry.id, { status: 'queued' });
    return 'queued';
  }
  await db.outbox.update(entry.id, { status: 'sent', sentAt: Date.now() });
  return 'sent';
}

/** What one pass sent, what the server refused for good, and whether it stopped for want of a connection. */
export type FlushReport = { sent: OutboxEntry[]; refused: OutboxEntry[]; stalled: boolean };

/**
 * Sends every queued entry once, oldest first; stops at the first connection failure. The
 * server answers a copy it already has (Background Sync may have sent it) with that row, so a
 * retry never makes a second one.
 */
export async function flushOutbox(db: AppDB = appDb): Promise<FlushReport> {
  const report: FlushReport = { sent: [], refused: [], stalled: false };
  const staleBefore = Date.now() - STALE_SENDING_MS;
  const due = (await db.outbox.orderBy('createdAt').toArray()).filter(
    (entry) => entry.status === 'queued' || (entry.status === 'sending' && entry.createdAt < staleBefore),
  );
  for (const entry of due) {
    try {
      await post(entry);
    } catch (error) {
      if (isConnectionFailure(error) || isWorthRetrying(error)) {
        report.stalled = true;
        break;
      }
      // Refused for good (say, invalid after a release): kept with the reason, never retried.
      await db.outbox.update(entry.id, { status: 'failed', error: refusalText(error) });
      report.refused.push(entry);
      continue;
    }
    await db.outbox.update(entry.id, { status: 'sent', sentAt: Date.now() });
    report.sent.push(entry);
  }
  await db.outbox
    .where('status')
    .equals('sent')
    .filter((entry) => (entry.sentAt ?? 0) < Date.now() - KEEP_SENT_MS)
    .delete();
  return report;
}

/** Why a queued form was refused for good: the server's sentences, each once (it may say the same for the form and a field). */
export function refusalText(error: unknown): string {
  const refusal = error instanceof ApiError ? error : null;
  const fieldMessages = Object.values(refusal?.fields ?? {}).flat();
  const sentences = [...new Set([refusal?.serverMessage, ...fieldMessages].filter(Boolean))];
  return sentences.join(' ') || 'Please send it again.';
}
