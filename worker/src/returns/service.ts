import type { CreateReturnRequestInput } from '@dtm/shared/returns';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { returns } from '../db/schema';
import { storeFormRequest } from '../forms/store-request';

/** Stores a return request once per idempotency key, after the per-client limit (see store-request.ts). */
export function storeReturnRequest(db: Db, input: CreateReturnRequestInput, limitKey: string) {
  return storeFormRequest(db, {
    idempotencyKey: input.idempotencyKey,
    limitKey,
    find: (key) => db.select().from(returns).where(eq(returns.idempotencyKey, key)).get(),
    insert: async () =>
      (await db.insert(returns).values(input).onConflictDoNothing({ target: returns.idempotencyKey }).returning())[0],
  });
}
