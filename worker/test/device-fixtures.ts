import { env, exports } from 'cloudflare:workers';
import type { ApiTarget } from '../../frame-player/src/core/cloud/api';
import { ORIGIN } from './helpers';

/** The frame's API client pointed at the real Worker (no Origin, no cookie: as a frame calls). */
export const frameApi: ApiTarget = {
  baseUrl: ORIGIN,
  fetch: (input, init) => exports.default.fetch(new Request(input, init)),
};

export async function userIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Bytes that look like an MP4 (ftyp box) followed by a recognisable pattern. */
export function videoBytes(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
  for (let i = 12; i < size; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

/**
 * Gives the user a finished character video, a bought marketplace animation with one delivered variation,
 * and a character whose video is a QuickTime file the frame cannot play. Returns the row ids.
 */
export async function ownContent(userId: string) {
  const tag = crypto.randomUUID();
  const orderId = crypto.randomUUID();
  const otherOrderId = crypto.randomUUID();
  const characterId = crypto.randomUUID();
  const movCharacterId = crypto.randomUUID();
  const animationId = crypto.randomUUID();
  const userAnimationId = crypto.randomUUID();
  const variationId = crypto.randomUUID();
  const now = Date.now();
  const files = {
    character: { key: `characters/${characterId}/animation.mp4`, bytes: videoBytes(40_000, 1) },
    animation: { key: `catalog/animations/${tag}.webm`, bytes: videoBytes(30_000, 2) },
    variation: { key: `variations/${variationId}/file.webm`, bytes: videoBytes(20_000, 3) },
    mov: { key: `characters/${movCharacterId}/animation.mov`, bytes: videoBytes(1_000, 4) },
  };
  for (const file of Object.values(files)) await env.FILES.put(file.key, file.bytes);
  const order = env.DB.prepare(
    `INSERT INTO orders (id, type, customer_email, customer_name, amount_cents, payment_status, created_at, updated_at)
     VALUES (?, 'character', 'owner@example.com', 'Pat Parent', 7900, 'paid', ?, ?)`,
  );
  await env.DB.batch([
    order.bind(orderId, now, now),
    order.bind(otherOrderId, now, now),
    env.DB.prepare(
      `INSERT INTO user_characters (id, user_id, order_id, character_name, status, animation_video_url, created_at)
       VALUES (?, ?, ?, 'Captain Crayon', 'ready', ?, ?)`,
    ).bind(characterId, userId, orderId, files.character.key, now),
    env.DB.prepare(
      `INSERT INTO user_characters (id, user_id, order_id, character_name, status, animation_video_url, created_at)
       VALUES (?, ?, ?, 'Old Clip', 'ready', ?, ?)`,
    ).bind(movCharacterId, userId, otherOrderId, files.mov.key, now),
    env.DB.prepare(
      `INSERT INTO animations (id, name, category, base_price_cents, variation_price_cents, file_url, created_at)
       VALUES (?, 'Dancing Dragon', 'fantasy', 999, 499, ?, ?)`,
    ).bind(animationId, `/api/media/${files.animation.key}`, now),
    env.DB.prepare(
      `INSERT INTO user_animations (id, user_id, animation_id, purchase_price_cents, created_at) VALUES (?, ?, ?, 999, ?)`,
    ).bind(userAnimationId, userId, animationId, now),
    env.DB.prepare(
      `INSERT INTO animation_variations (id, user_animation_id, variation_name, file_url, status, purchase_price_cents, created_at)
       VALUES (?, ?, 'Dragon in Space', ?, 'ready', 499, ?)`,
    ).bind(variationId, userAnimationId, files.variation.key, now),
  ]);
  return { characterId, userAnimationId, variationId, files };
}
