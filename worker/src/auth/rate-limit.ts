import { tooManyRequestsMessage } from '@dtm/shared/auth';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../lib/errors';

export type Limit = { key: string; max: number; windowSeconds: number };

/** Sign-in e-mails: 5 per address and 20 per client address in 15 minutes. */
/** Public forms (contact, returns): 10 per client in an hour. */
export const FORM_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;

export const SIGN_IN_LIMITS = {
  perEmail: { max: 5, windowSeconds: 15 * 60 },
  perClient: { max: 20, windowSeconds: 15 * 60 },
} as const;

/**
 * Counts one hit with one atomic upsert; returns the count so far and when the window began. A
 * key's window begins with its first hit (not on the clock's round minutes, where a burst just
 * before and just after the mark would get twice the limit through).
 */
async function count(db: Db, limit: Limit, now: number): Promise<{ count: number; windowStart: number }> {
  const windowMs = limit.windowSeconds * 1000;
  return db.get<{ count: number; windowStart: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${limit.key}, ${now}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN ${now} - rate_limits.window_start < ${windowMs} THEN rate_limits.count + 1 ELSE 1 END,
      window_start = CASE WHEN ${now} - rate_limits.window_start < ${windowMs} THEN rate_limits.window_start
        ELSE excluded.window_start END
    RETURNING count, window_start AS windowStart`);
}

/** Counts one hit; returns the count in the key's current window, this hit included. */
export async function hit(db: Db, limit: Limit, now = Date.now()): Promise<number> {
  return (await count(db, limit, now)).count;
}

/** Throws 429 when any of the limits is exceeded (every limit is counted, so none can be dodged). */
export async function enforce(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  const counts = await Promise.all(limits.map((limit) => count(db, limit, now)));
  const i = limits.findIndex((limit, j) => (counts[j]?.count ?? 0) > limit.max);
  const exceeded = limits[i];
  if (exceeded) {
    const minutes = Math.round(exceeded.windowSeconds / 60);
    const windowEnd = (counts[i]?.windowStart ?? now) + exceeded.windowSeconds * 1000;
    throw new ApiError(
      'TOO_MANY_REQUESTS',
      tooManyRequestsMessage(exceeded.key.startsWith('sign-in:'), minutes),
      undefined,
      // Seconds until the window ends and the limit counts from zero again.
      Math.max(1, Math.ceil((windowEnd - now) / 1000)),
    );
  }
}

/** Who is calling, for per-client rate limits (Cloudflare sets cf-connecting-ip). */
export function clientKey(request: Request): string {
  return (
    request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local'
  );
}
