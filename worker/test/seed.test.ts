import { env, exports } from 'cloudflare:workers';
import { UuidSchema } from '@dtm/shared/common';
import { describe, expect, it } from 'vitest';
import { ANIMATION_MEDIA, BACKGROUND_MEDIA } from '../../tools/seed/demo-data';
import { type MediaLoader, seedDemo } from '../../tools/seed/seed-demo';
import { createDb } from '../src/db/client';
import { invalidateCatalog } from '../src/marketplace/catalog-cache';
import { SPEC_TABLES } from './helpers';

// Small stand-ins for the committed media: the seed's logic, not the files, is under test here.
const loadMedia: MediaLoader = async (file) => ({
  bytes: new TextEncoder().encode(`media:${file}`),
  contentType: file.endsWith('.png') ? 'image/png' : file.endsWith('.mp4') ? 'video/mp4' : 'video/webm',
});

const TABLES = SPEC_TABLES.filter((t) => t !== 'sessions');

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

async function objectCount() {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

const distinct = async (sql: string) => (await env.DB.prepare(sql).all<{ v: string }>()).results.map((r) => r.v).sort();

describe('the demo seed', () => {
  it('fills a fresh database with a demo shop and leaves the same data when run twice', async () => {
    const db = createDb(env.DB);
    await seedDemo(db, env.FILES, loadMedia);
    const first = await rowCounts();
    const firstObjects = await objectCount();
    const firstOrders = await env.DB.prepare('SELECT * FROM orders ORDER BY id').all();

    await seedDemo(db, env.FILES, loadMedia);
    expect(await rowCounts()).toEqual(first);
    expect(await objectCount()).toBe(firstObjects);
    expect((await env.DB.prepare('SELECT * FROM orders ORDER BY id').all()).results).toEqual(firstOrders.results);

    expect(first.users).toBe(3);
    expect(await distinct('SELECT DISTINCT is_admin AS v FROM users')).toEqual([0, 1]);
    expect(first.animations).toBeGreaterThanOrEqual(4);
    expect(first.backgrounds).toBeGreaterThanOrEqual(8);
    expect(await distinct('SELECT DISTINCT payment_status AS v FROM orders')).toEqual([
      'failed',
      'paid',
      'pending',
      'refunded',
    ]);
    expect(await distinct('SELECT DISTINCT fulfillment_status AS v FROM orders')).toEqual([
      'delivered',
      'pending',
      'processing',
      'shipped',
    ]);
    expect(await distinct('SELECT DISTINCT type AS v FROM orders')).toEqual(['character', 'frame']);
    // Backgrounds are sold in one place (the background marketplace), never as animations too.
    expect(await distinct('SELECT DISTINCT category AS v FROM animations')).toEqual(['character', 'effect']);
    expect(
      await distinct(
        'SELECT a.name AS v FROM animations a JOIN backgrounds b ON lower(a.name) = lower(b.name) WHERE a.active = 1',
      ),
    ).toEqual([]);
    expect(await distinct('SELECT DISTINCT status AS v FROM user_frames')).toEqual([
      'awakening',
      'enchanting',
      'ready',
    ]);
    expect(await distinct('SELECT DISTINCT status AS v FROM user_characters')).toEqual([
      'awakening',
      'enchanting',
      'ready',
    ]);
    expect(await distinct('SELECT DISTINCT status AS v FROM support_requests')).toEqual([
      'in_progress',
      'open',
      'resolved',
    ]);
    expect(await distinct('SELECT DISTINCT status AS v FROM returns')).toEqual([
      'approved',
      'completed',
      'pending',
      'shipped',
    ]);
    // Vouchers: active, inactive, expired and used up.
    const vouchers = await env.DB.prepare(
      'SELECT code, active, expires_at, usage_limit, used_count FROM vouchers',
    ).all<{
      code: string;
      active: number;
      expires_at: number | null;
      usage_limit: number | null;
      used_count: number;
    }>();
    const now = Date.now();
    const rows = vouchers.results;
    expect(rows.some((v) => v.active === 1 && (v.expires_at === null || v.expires_at > now))).toBe(true);
    expect(rows.some((v) => v.active === 0)).toBe(true);
    expect(rows.some((v) => v.expires_at !== null && v.expires_at < now)).toBe(true);
    expect(rows.some((v) => v.usage_limit !== null && v.used_count >= v.usage_limit)).toBe(true);
  });

  it('puts a thumbnail and a playable preview in R2 for every animation, served by the media route', async () => {
    await seedDemo(createDb(env.DB), env.FILES, loadMedia);
    // The seed writes the catalog behind the Worker's back (as admin edits will): the kept lists are dropped.
    invalidateCatalog();
    const res = await exports.default.fetch(new Request('http://localhost/api/animations'));
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{
      name: string;
      basePrice: string;
      thumbnailUrl: string;
      previewUrl: string;
    }>;
    expect(list).toHaveLength(ANIMATION_MEDIA.length);
    expect(list[0]?.basePrice).toMatch(/^\d+\.\d{2}$/);
    for (const item of list) {
      const thumb = await exports.default.fetch(new Request(`http://localhost${item.thumbnailUrl}`));
      expect(thumb.status, item.thumbnailUrl).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/png');
      expect(new TextDecoder().decode(await thumb.arrayBuffer())).toBe(`media:${item.thumbnailUrl.split('/').pop()}`);
      expect(item.previewUrl).toMatch(/^\/api\/media\/catalog\/animations\/[a-z-]+-preview\.webm$/);
      const video = await exports.default.fetch(
        new Request(`http://localhost${item.previewUrl}`, { headers: { Range: 'bytes=0-3' } }),
      );
      expect(video.status).toBe(206);
      expect(video.headers.get('content-type')).toBe('video/webm');
      expect(new TextDecoder().decode(await video.arrayBuffer())).toBe('medi');
      expect(video.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
    }
    const backgrounds = (await (
      await exports.default.fetch(new Request('http://localhost/api/backgrounds'))
    ).json()) as Array<{
      previewUrl: string;
    }>;
    // Still pictures, and the two moving backgrounds that left the animation marketplace.
    expect(backgrounds).toHaveLength(BACKGROUND_MEDIA.length);
    for (const item of backgrounds) {
      const preview = await exports.default.fetch(new Request(`http://localhost${item.previewUrl}`));
      expect(preview.status, item.previewUrl).toBe(200);
      expect(new TextDecoder().decode(await preview.arrayBuffer())).toMatch(/^media:[a-z-]+-preview\.(png|webm)$/);
    }
    expect(backgrounds.filter((item) => item.previewUrl.endsWith('.webm'))).toHaveLength(2);
  });

  it('keeps every sold file outside catalog/: in R2 under products/, never served by the media route', async () => {
    // An earlier seed put the sold files inside the public catalog; seeding again removes them.
    const former = ['catalog/animations/dancing-dragon.webm', 'catalog/backgrounds/space-full.png'];
    for (const key of former) await env.FILES.put(key, 'sold');
    await seedDemo(createDb(env.DB), env.FILES, loadMedia);

    const references = await distinct(`
      SELECT file_url AS v FROM animations UNION SELECT file_url FROM backgrounds
      UNION SELECT base_file_url FROM user_animations UNION SELECT file_url FROM user_backgrounds`);
    expect(references.length).toBeGreaterThanOrEqual(12);
    for (const key of references) {
      expect(key, key).toMatch(/^products\/(animations|backgrounds)\/[a-z-]+\.(webm|png)$/);
      expect(await env.FILES.head(key), key).not.toBeNull();
      const res = await exports.default.fetch(new Request(`http://localhost/api/media/${key}`));
      expect(res.status, key).toBe(404);
      await res.arrayBuffer();
    }
    for (const key of former) {
      expect(await env.FILES.head(key), key).toBeNull();
      const res = await exports.default.fetch(new Request(`http://localhost/api/media/${key}`));
      expect(res.status, key).toBe(404);
      await res.arrayBuffer();
    }
    // What stays public: each item's thumbnail and preview, nothing else.
    const publicKeys = (await env.FILES.list({ prefix: 'catalog/' })).objects.map((o) => o.key);
    expect(publicKeys.sort()).toEqual(
      [
        ...ANIMATION_MEDIA.flatMap((a) => [
          `catalog/animations/${a.slug}.png`,
          `catalog/animations/${a.slug}-preview.webm`,
        ]),
        ...BACKGROUND_MEDIA.flatMap((b) => [
          `catalog/backgrounds/${b.slug}.png`,
          `catalog/backgrounds/${b.slug}-preview.${b.moving ? 'webm' : 'png'}`,
        ]),
      ].sort(),
    );
  });

  it('seeds variations consistently: delivered with their own video, or being made without any file', async () => {
    await seedDemo(createDb(env.DB), env.FILES, loadMedia);
    const { results } = await env.DB.prepare(
      `SELECT v.id, v.status, v.file_url, v.file_sha256, v.file_size, v.delivered_at, u.base_file_url
       FROM animation_variations v JOIN user_animations u ON u.id = v.user_animation_id ORDER BY v.created_at DESC`,
    ).all<{
      id: string;
      status: string;
      file_url: string | null;
      file_sha256: string | null;
      file_size: number | null;
      delivered_at: number | null;
      base_file_url: string | null;
    }>();
    expect(results.map((v) => v.status)).toEqual(['ready', 'being_made']);
    for (const v of results) {
      if (v.status === 'being_made') {
        expect(v, v.id).toMatchObject({ file_url: null, file_sha256: null, file_size: null, delivered_at: null });
        continue;
      }
      expect(v.file_url, v.id).toMatch(new RegExp(`^animations/${v.id}/`));
      expect(v.file_url).not.toBe(v.base_file_url);
      const object = await env.FILES.get(v.file_url ?? '');
      const bytes = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      expect(v.file_size).toBe(bytes.byteLength);
      expect(v.file_sha256).toBe(Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
      expect(v.delivered_at).not.toBeNull();
    }
  });

  it('never serves customer files through the public media route', async () => {
    await seedDemo(createDb(env.DB), env.FILES, loadMedia);
    const keys = (await env.FILES.list({ prefix: 'artwork/' })).objects.map((o) => o.key);
    expect(keys.length).toBeGreaterThan(0);
    const res = await exports.default.fetch(new Request(`http://localhost/api/media/${keys[0]}`));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('This file does not exist.');
  });
});

describe('the demo story', () => {
  it('holds together: every paid order has its frame or character, a ready one plays a stored video, no character ships', async () => {
    await seedDemo(createDb(env.DB), env.FILES, loadMedia);
    const { results: paid } = await env.DB.prepare(
      `SELECT o.id, o.type, (SELECT count(*) FROM user_frames f WHERE f.order_id = o.id) AS frames,
        (SELECT count(*) FROM user_characters c WHERE c.order_id = o.id) AS characters
       FROM orders o WHERE o.payment_status = 'paid'`,
    ).all<{ id: string; type: string; frames: number; characters: number }>();
    expect(paid.length).toBeGreaterThan(0);
    for (const order of paid) {
      expect([order.frames, order.characters], order.id).toEqual(order.type === 'frame' ? [1, 0] : [0, 1]);
    }

    const { results: items } = await env.DB.prepare(
      `SELECT f.status, f.animation_video_url AS video, f.animation_sha256 AS sha, f.animation_size AS size,
         o.artwork_submitted_at AS artwork, o.fulfillment_status AS fulfillment, 'frame' AS kind
       FROM user_frames f JOIN orders o ON o.id = f.order_id
       UNION ALL
       SELECT c.status, c.animation_video_url, NULL, NULL, o.artwork_submitted_at, o.fulfillment_status, 'character'
       FROM user_characters c JOIN orders o ON o.id = c.order_id`,
    ).all<{
      status: string;
      video: string | null;
      sha: string | null;
      size: number | null;
      artwork: number | null;
      fulfillment: string;
      kind: string;
    }>();
    for (const item of items) {
      if (item.status !== 'enchanting') expect(item.artwork, `${item.kind} ${item.status} has artwork`).not.toBeNull();
      if (item.kind === 'character') expect(item.fulfillment).not.toBe('shipped');
      if (item.kind === 'frame' && item.fulfillment === 'delivered') expect(item.status).toBe('ready');
      if (item.status !== 'ready') continue;
      expect(item.video, `a ready ${item.kind} has its video`).not.toBeNull();
      const object = await env.FILES.get(item.video ?? '');
      expect(object, item.video ?? '').not.toBeNull();
      if (item.kind !== 'frame') continue;
      const bytes = new Uint8Array(await (object as R2ObjectBody).arrayBuffer());
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      expect(item.sha).toBe(Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
      expect(item.size).toBe(bytes.byteLength);
    }
  });
});

describe('demo ids', () => {
  it('are uuids every route accepts (the artwork page of a seeded order opens)', async () => {
    await seedDemo(createDb(env.DB), env.FILES, loadMedia);
    const { results } = await env.DB.prepare('SELECT id FROM orders UNION ALL SELECT id FROM users').all<{
      id: string;
    }>();
    for (const { id } of results) expect(UuidSchema.safeParse(id).success, id).toBe(true);
  });
});
