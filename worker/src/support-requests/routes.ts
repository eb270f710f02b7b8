import { SUPPORT_SUBJECT_LABELS } from '@dtm/shared/constants';
import { CreateSupportRequestInputSchema } from '@dtm/shared/support-requests';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { clientKey, enforce, FORM_LIMIT } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { supportRequests } from '../db/schema';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { sendAcknowledgment, writesFromOwnAddress } from '../mail/acknowledgments';
import { supportReceivedMail } from '../mail/templates';

/** The public contact form: stored for the admins, acknowledged by e-mail (capped per address, see acknowledgments.ts). */
export const supportRequestRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', CreateSupportRequestInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    // A retry of a stored request (the offline outbox) answers with its receipt: no second row, no second mail.
    const earlier = await findByIdempotencyKey(db, input.idempotencyKey);
    if (earlier) return c.json(receipt(earlier), 200);
    try {
      await enforce(db, [{ key: `form:support:${clientKey(c.req.raw)}`, ...FORM_LIMIT }]);
    } catch (error) {
      // A copy sent at the same moment (Background Sync and the page) may have been stored meanwhile.
      const stored = await findByIdempotencyKey(db, input.idempotencyKey);
      if (stored) return c.json(receipt(stored), 200);
      throw error;
    }
    const [row] = await db
      .insert(supportRequests)
      .values(input)
      .onConflictDoNothing({ target: supportRequests.idempotencyKey })
      .returning();
    if (!row) return c.json(receipt(await findByIdempotencyKey(db, input.idempotencyKey)), 200);
    await sendAcknowledgment(
      c.env,
      db,
      supportReceivedMail({
        to: input.customerEmail,
        name: input.customerName,
        ownAddress: writesFromOwnAddress(c.get('user'), input.customerEmail),
        subjectLabel: SUPPORT_SUBJECT_LABELS[input.subject],
        message: input.message,
      }),
    );
    return c.json(row, 201);
  },
);

/** The request stored earlier under this client key, if any (a parallel retry may have won the insert). */
async function findByIdempotencyKey(db: Db, key: string | undefined) {
  if (!key) return undefined;
  return db.select().from(supportRequests).where(eq(supportRequests.idempotencyKey, key)).get();
}

/**
 * What a repeat of a key gets: the id and status only. Whoever holds the key may not be who sent
 * the stored request, so its name, address and text are never handed back.
 */
function receipt(row: { id: string; status: string } | undefined) {
  return row ? { id: row.id, status: row.status } : null;
}
