import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, seedArtworkFileId } from '../../tools/seed/demo-data';
import { type MediaLoader, seedDemo } from '../../tools/seed/seed-demo';
import { createDb } from '../src/db/client';
import { call, signIn } from './helpers';

// The seed's media stand-ins: a drawing that is a real PNG (its bytes are checked), the rest text.
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const loadMedia: MediaLoader = async (file) =>
  file.endsWith('.png')
    ? { bytes: PNG, contentType: 'image/png' }
    : { bytes: new TextEncoder().encode(`media:${file}`), contentType: 'video/mp4' };

type Artwork = { files: Array<{ id: string; size: number; sha256: string; viewUrl: string }> };

async function artworkOf(orderId: string, cookie: string): Promise<Artwork> {
  const res = await call(`/api/order/${orderId}/artwork`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Artwork;
}

describe("the demo's artwork (recorded by npm start through POST /dev/seed-artwork)", () => {
  it("shows Grandma's Frame's drawing on its artwork page, once, for its owner", async () => {
    await seedDemo(createDb(env.DB), env.FILES, loadMedia);
    const grandma = await env.DB.prepare(
      `SELECT o.id FROM user_frames f JOIN orders o ON o.id = f.order_id WHERE f.frame_name = ?`,
    )
      .bind("Grandma's Frame")
      .first<{ id: string }>();
    expect(grandma).not.toBeNull();
    const orderId = grandma?.id ?? '';
    const anna = await signIn(DEMO_USERS.anna.email);
    const before = await artworkOf(orderId, anna);
    expect(before.files).toEqual([]);

    const first = await call('/dev/seed-artwork', { method: 'POST' });
    expect(first.status).toBe(200);
    const { added } = (await first.json()) as { added: number };
    expect(added).toBeGreaterThan(0);
    // Again: nothing is added twice.
    expect(await (await call('/dev/seed-artwork', { method: 'POST' })).json()).toEqual({ added: 0 });

    const after = await artworkOf(orderId, anna);
    expect(after.files.map((file) => [file.id, file.size])).toEqual([[seedArtworkFileId(orderId), PNG.byteLength]]);
    const served = await call(after.files[0]?.viewUrl ?? '', { cookie: anna });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    // Someone else's order stays closed.
    const ben = await signIn(DEMO_USERS.ben.email);
    expect((await call(`/api/order/${orderId}/artwork`, { cookie: ben })).status).toBe(404);
  });
});
