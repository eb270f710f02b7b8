import { env } from 'cloudflare:workers';
import { skeletonFor } from '@dtm/animate/schema';
import type { AnimationRecipe } from '@dtm/shared/recipe';
import { CustomerReviewSchema } from '@dtm/shared/review';
import { expect } from 'vitest';
import { adminCall, auditRows, mailsTo } from './admin-helpers';
import { videoBytes } from './device-fixtures';
import { call } from './helpers';
import { newCustomer, ownedCreation } from './user-fixtures';

/** A customer's frame or character under review, and the calls of the review loop (admin and owner). */

export type Kind = 'frames' | 'characters';
export type Json = Record<string, unknown> & { error?: string; fields?: Record<string, string[]> };
export const ADMINS = ['ops@drawings-to-magic.test', 'studio@drawings-to-magic.test'];
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(2_000).fill(7)]);

export const joints = Object.fromEntries(
  skeletonFor('biped').joints.map((name, i) => [name, [0.2 + (i % 5) * 0.15, 0.1 + Math.floor(i / 5) * 0.3]]),
) as Record<string, [number, number]>;

/** A recipe of the order's drawing, as the studio saves it; `cycles` tells versions apart. */
export function recipeFor(orderId: string, cycles = 1): AnimationRecipe {
  return {
    schemaVersion: 1,
    artwork: { orderId, fileId: 'drawing_1' },
    figure: {
      plan: 'biped',
      box: { x: 0.1, y: 0.05, width: 0.6, height: 0.9 },
      mask: { width: 4, height: 3, runs: [1, 2, 2, 2, 2, 2, 1] },
      outline: [
        [0.1, 0.1],
        [0.9, 0.1],
        [0.5, 0.9],
      ],
      joints,
    },
    motions: [{ motion: 'wave', cycles }],
    background: { kind: 'colour', hex: '#fbf7ef' },
    clipSeconds: 4,
    framing: { scale: 1, offsetX: 0, offsetY: 0 },
    orientation: 'landscape',
  };
}

/** A signed-in customer with a paid frame (or character) order, and its row id. */
export async function customerWith(kind: Kind = 'frames') {
  const customer = await newCustomer(kind === 'frames' ? 'frame-review' : 'character-review');
  const { order, id } = await ownedCreation(customer.userId, kind === 'frames' ? 'frame' : 'character');
  if (kind === 'characters') {
    await env.DB.prepare("UPDATE user_characters SET status = 'enchanting' WHERE id = ?").bind(id).run();
  }
  return { ...customer, orderId: order.id, id, kind };
}
export type Owner = Awaited<ReturnType<typeof customerWith>>;

export const admin = (owner: Owner, path = '') => `/api/admin/${owner.kind}/${owner.id}${path}`;
export const user = (owner: Owner, path = '') => `/api/user/${owner.kind}/${owner.id}${path}`;

export async function save(owner: Owner, baseVersion: number | null, recipe: unknown = recipeFor(owner.orderId)) {
  const res = await adminCall(admin(owner, '/recipes'), { json: { recipe, baseVersion } });
  return { status: res.status, body: (await res.json()) as Json };
}

export async function uploadVideo(owner: Owner, version: number, bytes: Uint8Array, name = 'v.mp4') {
  const form = new FormData();
  form.append('video', new File([bytes], name, { type: 'video/mp4' }));
  return adminCall(admin(owner, `/recipes/${version}/video`), { method: 'POST', body: form });
}

/** Saves the next version, uploads its render and sends it as the preview; returns the video bytes. */
export async function sendVersion(owner: Owner, version: number) {
  expect((await save(owner, version === 1 ? null : version - 1, recipeFor(owner.orderId, version))).status).toBe(201);
  const bytes = videoBytes(20_000 + version * 1_000, version);
  expect((await uploadVideo(owner, version, bytes)).status).toBe(201);
  const sent = await adminCall(admin(owner, '/preview'), { json: { version } });
  expect(sent.status).toBe(200);
  return bytes;
}

export const review = async (owner: Owner, cookie = owner.cookie) => {
  const res = await call(user(owner, '/review'), { cookie });
  expect(res.status).toBe(200);
  return CustomerReviewSchema.parse(await res.json());
};
export const approve = (owner: Owner, version: number, cookie = owner.cookie) =>
  call(user(owner, '/review/approve'), { cookie, json: { version } });
export const askChange = (owner: Owner, version: number, note: string, cookie = owner.cookie) =>
  call(user(owner, '/review/changes'), { cookie, json: { version, note } });

export const rowOf = (owner: Owner) =>
  env.DB.prepare(
    owner.kind === 'frames'
      ? 'SELECT status, animation_video_url, animation_sha256, animation_size FROM user_frames WHERE id = ?'
      : 'SELECT status, animation_video_url FROM user_characters WHERE id = ?',
  )
    .bind(owner.id)
    .first<{
      status: string;
      animation_video_url: string | null;
      animation_sha256?: string;
      animation_size?: number;
    }>();
export const mailsWith = async (to: string, subject: string) =>
  (await mailsTo(to)).filter((m) => m.subject === subject);
export const actions = async (owner: Owner) => (await auditRows('order', owner.orderId)).map((row) => row.action);
