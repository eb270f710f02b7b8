import { describe, expect, it } from 'vitest';
import {
  checkHealthSignature,
  HEALTH_SIGNATURE_MAX_AGE_SECONDS,
  healthSigningKey,
  signHealthReport,
} from './device-health-signature.ts';

describe('health report signatures', () => {
  it('accepts the body as signed, within five minutes; refuses a changed body, another key, an old or missing one', async () => {
    const key = await healthSigningKey('dtm_dev_frame-one');
    const now = 1_800_000_000;
    const body = '{"reason":"start"}';
    const signature = await signHealthReport(key, now, body);
    const check = (sig: string | undefined, at: number | undefined, text = body, nowSeconds = now, k = key) =>
      checkHealthSignature(
        k,
        { signature: sig, timestamp: at === undefined ? undefined : String(at) },
        text,
        nowSeconds,
      );
    expect(await check(signature, now)).toBe('ok');
    expect(await check(signature, now, body, now + HEALTH_SIGNATURE_MAX_AGE_SECONDS)).toBe('ok');
    expect(await check(signature, now, '{"reason":"sync"}')).toBe('wrong');
    expect(await check(signature, now, body, now, await healthSigningKey('dtm_dev_frame-two'))).toBe('wrong');
    expect(await check(signature, now + 1)).toBe('wrong');
    expect(await check(signature, now, body, now + HEALTH_SIGNATURE_MAX_AGE_SECONDS + 1)).toBe('stale');
    expect(await check(undefined, now)).toBe('missing');
    expect(await check('zz', now)).toBe('wrong');
  });
});
