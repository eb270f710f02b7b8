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

/** Counts one hit in the current window with one atomic upsert; returns the count so far. */
export async function hit(db: Db, limit: Limit, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / 1000 / limit.windowSeconds) * limit.windowSeconds;
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${limit.key}, ${windowStart}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`);
  return row.count;
}

/** Throws 429 when any of the limits is exceeded (every limit is counted, so none can be dodged). */
export async function enforce(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  const counts = await Promise.all(limits.map((limit) => hit(db, limit, now)));
  const exceeded = limits.find((limit, i) => (counts[i] ?? 0) > limit.max);
  if (exceeded) {
    const minutes = Math.round(exceeded.windowSeconds / 60);
    throw new ApiError(
      'TOO_MANY_REQUESTS',
      tooManyRequestsMessage(exceeded.key.startsWith('sign-in:'), minutes),
      undefined,
      secondsLeft(exceeded, now),
    );
  }
}

/** Seconds until the limit's current window ends and it counts from zero again. */
function secondsLeft(limit: Limit, now: number): number {
  const windowEnd = (Math.floor(now / 1000 / limit.windowSeconds) + 1) * limit.windowSeconds;
  return Math.max(1, Math.ceil(windowEnd - now / 1000));
}

/** Who is calling, for per-client rate limits (Cloudflare sets cf-connecting-ip). */
export function clientKey(request: Request): string {
  return (
    request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local'
  );
}
