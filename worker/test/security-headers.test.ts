import { describe, expect, it } from 'vitest';
import headersFile from '../../web/public/_headers?raw';
import { CONTENT_SECURITY_POLICY } from '../src/lib/security-headers';
import { call } from './helpers';

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('security headers', () => {
  it('come with API answers, successes and failures alike', async () => {
    const health = await call('/api/health');
    expect(health.status).toBe(200);
    expectSecurityHeaders(health);
    const missing = await call('/api/no-such-route');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const refused = await call('/api/auth/user');
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused);
  });

  it("come with the SPA's index.html when the Worker falls back to it", async () => {
    const res = await call('/dev/no-such-page');
    expectSecurityHeaders(res);
    await res.arrayBuffer();
  });

  it('come with the dev pages the Worker renders itself', async () => {
    const res = await call('/dev/mailbox');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expectSecurityHeaders(res);
  });

  it('are the same policy the static assets get from web/public/_headers', () => {
    const lines = headersFile.split('\n').map((line) => line.trim());
    expect(lines).toContain('/*');
    expect(lines).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`);
    expect(lines).toContain('X-Frame-Options: DENY');
    expect(lines).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(lines).toContain('X-Content-Type-Options: nosniff');
  });
});
