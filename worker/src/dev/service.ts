import { SNIFF_BYTES, sniffArtworkType } from '@dtm/shared/uploads';
import { and, desc, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, outboxMails } from '../db/schema';
import { downloadName } from '../uploads/artwork-routes';
import { hashStoredObject } from '../uploads/r2-files';
import { tokenStub } from '../uploads/token-access';

const MAILBOX_LIMIT = 100;

/** The newest mails first, as the local mailbox shows them. */
export function recentMails(db: Db) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt), desc(outboxMails.id)).limit(MAILBOX_LIMIT);
}

const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The demo seed writes D1 and R2 but cannot reach the upload links' Durable Objects: this records
 * each submitted demo order's artwork (R2 `artwork/<order>/<file id>`) in its link's object, so the
 * artwork pages show it. Runs again without adding anything twice. Returns how many files it added.
 */
export async function seedArtworkFiles(db: Db, env: Env): Promise<number> {
  const submitted = await db
    .select({ id: orders.id, uploadToken: orders.uploadToken })
    .from(orders)
    .where(and(isNotNull(orders.artworkSubmittedAt), isNotNull(orders.uploadToken)));
  let added = 0;
  for (const order of submitted) {
    if (!order.uploadToken) continue;
    const listed = await env.FILES.list({ prefix: `artwork/${order.id}/` });
    for (const object of listed.objects) {
      const id = object.key.split('/')[2] ?? '';
      if (!FILE_ID.test(id)) continue;
      const head = await env.FILES.get(object.key, { range: { offset: 0, length: SNIFF_BYTES } });
      const type = head ? sniffArtworkType(new Uint8Array(await head.arrayBuffer())) : null;
      if (!type) continue;
      const { sha256, size } = await hashStoredObject(env.FILES, object.key);
      const name = downloadName({ name: 'drawing', type });
      const result = await tokenStub(env, order.uploadToken).recordSeededFile(order.uploadToken, {
        id,
        key: object.key,
        name,
        type,
        size,
        sha256,
      });
      if (result.ok && result.value.added) added += 1;
    }
  }
  return added;
}
