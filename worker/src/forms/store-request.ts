import { enforce, FORM_LIMIT } from '../auth/rate-limit';
import type { Db } from '../db/client';

type Stored = { id: string; status: string };

/**
 * What a repeat of a key gets: the id and status only. Whoever holds the key may not be who sent
 * the stored request, so its name, address and text are never handed back.
 */
export type Receipt = { id: string; status: string } | null;

function receipt(row: Stored | undefined): Receipt {
  return row ? { id: row.id, status: row.status } : null;
}

/**
 * Stores a public form's request once per idempotency key (the contact and the return form):
 * a retry of a stored request (the offline outbox) or a copy sent at the same moment (Background
 * Sync and the page) answers with the receipt of the first, with no second row; a new request
 * passes the per-client limit first. `created` is set only for the request that made the row.
 */
export async function storeFormRequest<Row extends Stored>(
  db: Db,
  request: {
    idempotencyKey: string | undefined;
    limitKey: string;
    find: (key: string) => Promise<Row | undefined>;
    insert: () => Promise<Row | undefined>;
  },
): Promise<{ created: Row } | { receipt: Receipt }> {
  const find = async () => (request.idempotencyKey ? request.find(request.idempotencyKey) : undefined);
  const earlier = await find();
  if (earlier) return { receipt: receipt(earlier) };
  try {
    await enforce(db, [{ key: request.limitKey, ...FORM_LIMIT }]);
  } catch (error) {
    const stored = await find();
    if (stored) return { receipt: receipt(stored) };
    throw error;
  }
  const row = await request.insert();
  if (!row) return { receipt: receipt(await find()) };
  return { created: row };
}
