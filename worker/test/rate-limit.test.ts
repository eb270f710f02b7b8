import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { enforce, hit } from '../src/auth/rate-limit';
import { createDb } from '../src/db/client';
import { ApiError } from '../src/lib/errors';

const LIMIT = { max: 10, windowSeconds: 10 * 60 } as const;
/** A moment the clock's 10-minute marks fall on (a multiple of 600 s). */
const ON_THE_MARK = 1_800_000_000_000;

async function tooMany(run: Promise<void>): Promise<ApiError | undefined> {
  try {
    await run;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('rate limits', () => {
  it('count from a caller’s first request, so a burst across the clock’s 10-minute mark is still stopped', async () => {
    const db = createDb(env.DB);
    const limits = [{ key: 'test-mark:203.0.113.7', ...LIMIT }];
    // Ten requests in the last second before the mark, the eleventh right after it.
    for (let i = 0; i < 10; i++) await enforce(db, limits, ON_THE_MARK - 1000 + i);
    const refused = await tooMany(enforce(db, limits, ON_THE_MARK + 1000));
    expect(refused?.status).toBe(429);
    // It lifts ten minutes after the first request: 598 s from here, not 10 minutes from the mark.
    expect(refused?.retryAfterSeconds).toBe(598);
  });

  it('count from zero again once the window since the first request has passed', async () => {
    const db = createDb(env.DB);
    const limit = { key: 'test-window:203.0.113.8', ...LIMIT };
    const first = ON_THE_MARK + 123_456;
    for (let i = 0; i < 10; i++) expect(await hit(db, limit, first + i * 1000)).toBe(i + 1);
    expect(await hit(db, limit, first + 599_999)).toBe(11);
    // The window began with the first request: it has ended, whatever the clock's marks say.
    expect(await hit(db, limit, first + 600_000)).toBe(1);
    expect(await hit(db, limit, first + 600_001)).toBe(2);
  });
});
