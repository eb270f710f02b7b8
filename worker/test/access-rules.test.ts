import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { emptyFixtures, type Fixtures, type Role, RULES, requestFor } from './access-table';
import { call, signIn } from './helpers';
import { fileBytes, uploadFile } from './upload-helpers';

// The table itself (routes, fixtures, expected statuses) is plain data shared with tools/bench/probe-bench.ts.
const fixtures: Fixtures = { ...emptyFixtures(), mediaPath: '/api/media/catalog/rules.png' };

/** The customer's own frame, character, animation, background and variation (#8), and items for sale. */
async function addOwnedRows(cookie: string | undefined) {
  const me = (await (await call('/api/auth/user', { cookie })).json()) as { id: string };
  const file = '/api/media/catalog/rules.png';
  const id = () => crypto.randomUUID();
  const now = Date.now();
  fixtures.owned = { frame: id(), character: id(), animation: id(), background: id(), variation: id() };
  fixtures.forSale = { animation: id(), background: id() };
  const [animationId, backgroundId] = [id(), id()];
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO user_frames (id, user_id, order_id, frame_size, animation_video_url, animation_sha256, animation_size, created_at) VALUES (?, ?, ?, '5', 'catalog/rules.png', ?, 8, ?)",
    ).bind(fixtures.owned.frame, me.id, fixtures.paidOrderId, 'a'.repeat(64), now),
    env.DB.prepare(
      'INSERT INTO user_characters (id, user_id, order_id, character_name, animation_video_url, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).bind(fixtures.owned.character, me.id, fixtures.characterOrderId, 'Pat', 'catalog/rules.png', now),
    ...[animationId, fixtures.forSale.animation].map((animation) =>
      env.DB.prepare(
        "INSERT INTO animations (id, name, category, base_price_cents, variation_price_cents, file_url, created_at) VALUES (?, 'Rules', 'effect', 999, 499, ?, ?)",
      ).bind(animation, file, now),
    ),
    ...[backgroundId, fixtures.forSale.background].map((background) =>
      env.DB.prepare(
        "INSERT INTO backgrounds (id, name, category, price_cents, file_url, created_at) VALUES (?, 'Rules', 'nature', 299, ?, ?)",
      ).bind(background, file, now),
    ),
    env.DB.prepare(
      'INSERT INTO user_animations (id, user_id, animation_id, base_file_url, purchase_price_cents, created_at) VALUES (?, ?, ?, ?, 999, ?)',
    ).bind(fixtures.owned.animation, me.id, animationId, file, now),
    env.DB.prepare(
      'INSERT INTO user_backgrounds (id, user_id, background_id, file_url, purchase_price_cents, created_at) VALUES (?, ?, ?, ?, 299, ?)',
    ).bind(fixtures.owned.background, me.id, backgroundId, file, now),
    env.DB.prepare(
      "INSERT INTO animation_variations (id, user_animation_id, variation_name, file_url, status, purchase_price_cents, created_at) VALUES (?, ?, 'Rules', ?, 'ready', 499, ?)",
    ).bind(fixtures.owned.variation, fixtures.owned.animation, file, now),
  ]);
}

function appRoutes(): string[] {
  const routes = createApp()
    .routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

const cookies: Record<Role, string | undefined> = {
  guest: undefined,
  customer: undefined,
  otherCustomer: undefined,
  admin: undefined,
};
let counter = 0;
async function sessionFor(role: Role, fresh: boolean): Promise<string | undefined> {
  if (role === 'guest') return undefined;
  if (!fresh && cookies[role]) return cookies[role];
  counter += 1;
  const cookie = await signIn(`${role.toLowerCase()}-${counter}@example.com`, { admin: role === 'admin' });
  if (!fresh) cookies[role] = cookie;
  return cookie;
}

describe('access rules', () => {
  beforeAll(async () => {
    const customer = await sessionFor('customer', false);
    const frame = await call('/api/orders/frame', {
      cookie: customer,
      json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', frameSize: '7' },
    });
    fixtures.frameOrderId = ((await frame.json()) as { orderId: string }).orderId;
    const character = await call('/api/orders/character', {
      cookie: customer,
      json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com' },
    });
    fixtures.characterOrderId = ((await character.json()) as { orderId: string }).orderId;
    const paid = await call('/api/orders/frame', {
      cookie: customer,
      json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', frameSize: '5' },
    });
    fixtures.paidOrderId = ((await paid.json()) as { orderId: string }).orderId;
    fixtures.uploadToken = `tok_rules_${crypto.randomUUID().replaceAll('-', '')}`;
    await env.DB.prepare(
      "UPDATE orders SET payment_status = 'paid', paid_at = ?, upload_token = ?, upload_expires_at = ? WHERE id = ?",
    )
      .bind(Date.now(), fixtures.uploadToken, Date.now() + 86_400_000, fixtures.paidOrderId)
      .run();
    const { location } = await uploadFile(fixtures.uploadToken, fileBytes('png', 100));
    fixtures.uploadId = location.split('/').pop() ?? '';
    const state = await call(`/api/upload/${fixtures.uploadToken}`);
    fixtures.fileUrl = ((await state.json()) as { files: { url: string }[] }).files[0]?.url ?? '';
    await env.FILES.put('catalog/rules.png', new Uint8Array([137, 80, 78, 71]), {
      httpMetadata: { contentType: 'image/png' },
    });
    await addOwnedRows(customer);
  });

  it('lists every /api route of the app', () => {
    expect(appRoutes()).toEqual(Object.keys(RULES).sort());
  });

  const cases = Object.entries(RULES).flatMap(([route, rule]) =>
    (Object.keys(rule.expect) as Role[]).map((role) => ({ route, rule, role })),
  );
  it.each(cases)('$route as $role', async ({ rule, role }) => {
    const cookie = await sessionFor(role, rule.endsSession ?? false);
    const route = cases.find((c) => c.rule === rule)?.route ?? 'GET';
    const { method, path, json, headers } = requestFor(route, rule, fixtures);
    const res = await call(path, { method, cookie, json, headers });
    expect(res.status).toBe(rule.expect[role]);
    if (res.status >= 400) {
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(5);
    } else {
      await res.arrayBuffer();
    }
  });
});
