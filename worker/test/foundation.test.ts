import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SPEC_TABLES } from './helpers';

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

describe('the foundation', () => {
  it('applies every migration to an empty D1, creating the spec tables', async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    ).all<{ name: string }>();
    const names = results.map((r) => r.name).sort();
    expect(names).toEqual(expect.arrayContaining([...SPEC_TABLES]));
  });

  it('answers the health route', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404, not an HTML page', async () => {
    const res = await call('/api/x');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { error: string; code: string; requestId: string };
    expect(body.error).toBe('There is no API route GET /api/x.');
    expect(body.code).toBe('NOT_FOUND');
    expect(body.requestId).toBeTruthy();
  });

  it('refuses a bad query with a 400 and the field message', async () => {
    const res = await call('/api/animations?category=dinosaurs');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string[]> };
    expect(body.error).toBe('Category must be one of character, effect or background.');
    expect(body.fields.category).toEqual(['Category must be one of character, effect or background.']);
  });

  it('reaches the upload-token Durable Object', async () => {
    const stub = env.UPLOAD_TOKENS.get(env.UPLOAD_TOKENS.idFromName('token-1'));
    const pong = await stub.ping();
    expect(pong.ok).toBe(true);
  });
});
