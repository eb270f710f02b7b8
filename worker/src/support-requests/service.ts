import type { CreateSupportRequestInput } from '@dtm/shared/support-requests';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { supportRequests } from '../db/schema';
import { storeFormRequest } from '../forms/store-request';

/** Stores a contact request once per idempotency key, after the per-client limit (see store-request.ts). */
export function storeSupportRequest(db: Db, input: CreateSupportRequestInput, limitKey: string) {
  return storeFormRequest(db, {
    idempotencyKey: input.idempotencyKey,
    limitKey,
    find: (key) => db.select().from(supportRequests).where(eq(supportRequests.idempotencyKey, key)).get(),
    insert: async () =>
      (
        await db
          .insert(supportRequests)
          .values(input)
          .onConflictDoNothing({ target: supportRequests.idempotencyKey })
          .returning()
      )[0],
  });
}
