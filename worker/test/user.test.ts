import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { downloadFileName, r2KeyOf } from '../src/user/stored-files';
import { call } from './helpers';
import {
  buyItem as buy,
  bytes,
  catalogAnimation,
  catalogBackground,
  type Json,
  newCustomer,
  ownedCreation,
} from './user-fixtures';

describe('customer data', () => {
  it('asks a signed-out visitor to sign in on every list', async () => {
    for (const list of ['frames', 'characters', 'animations', 'backgrounds', 'orders']) {
      const res = await call(`/api/user/${list}`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as Json).error).toBe('Please sign in to continue.');
    }
  });

  it('gives a new customer empty lists', async () => {
    const { cookie } = await newCustomer('empty');
    for (const list of ['frames', 'characters', 'animations', 'backgrounds', 'orders']) {
      expect(await (await call(`/api/user/${list}`, { cookie })).json()).toEqual([]);
    }
  });

  it("lists only the customer's own frames, characters and orders with their statuses", async () => {
    const anna = await newCustomer('anna');
    const ben = await newCustomer('ben');
    const frame = await ownedCreation(anna.userId, 'frame');
    const character = await ownedCreation(anna.userId, 'character');
    await ownedCreation(ben.userId, 'frame');

    const frames = (await (await call('/api/user/frames', { cookie: anna.cookie })).json()) as Json[];
    expect(frames).toEqual([
      expect.objectContaining({ id: frame.id, status: 'enchanting', frameSize: '7', customerName: 'Pat Parent' }),
    ]);
    const characters = (await (await call('/api/user/characters', { cookie: anna.cookie })).json()) as Json[];
    expect(characters).toEqual([
      expect.objectContaining({
        id: character.id,
        characterName: 'Captain Crayon',
        status: 'awakening',
        hasArtwork: true,
        animationDownloadUrl: null,
      }),
    ]);
    const orders = (await (await call('/api/user/orders', { cookie: anna.cookie })).json()) as Json[];
    expect(orders.map((o) => o.id).sort()).toEqual([frame.order.id, character.order.id].sort());
    expect(orders[0]).toMatchObject({ paymentStatus: 'paid', fulfillmentStatus: 'shipped' });
    expect(orders.find((o) => o.id === frame.order.id)).toMatchObject({
      shortId: frame.order.id.slice(0, 8),
      amount: '129.00',
    });
  });

  it('renames a frame and a character (trimmed), refuses an empty name, and 404s on rows that are not theirs', async () => {
    const anna = await newCustomer('rename');
    const ben = await newCustomer('other');
    const frame = await ownedCreation(anna.userId, 'frame');
    const character = await ownedCreation(anna.userId, 'character');

    const renamed = await call(`/api/user/frames/${frame.id}/name`, {
      method: 'PATCH',
      cookie: anna.cookie,
      json: { frameName: "Grandma's Frame" },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: frame.id, frameName: "Grandma's Frame" });
    const char = await call(`/api/user/characters/${character.id}/name`, {
      method: 'PATCH',
      cookie: anna.cookie,
      json: { characterName: '  Sir Scribble  ' },
    });
    expect(await char.json()).toMatchObject({ characterName: 'Sir Scribble' });

    const empty = await call(`/api/user/characters/${character.id}/name`, {
      method: 'PATCH',
      cookie: anna.cookie,
      json: { characterName: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).fields).toEqual({ characterName: ['Required'] });

    for (const [path, json] of [
      [`/api/user/frames/${frame.id}/name`, { frameName: 'Mine now' }],
      [`/api/user/characters/${character.id}/name`, { characterName: 'Mine now' }],
    ] as const) {
      const res = await call(path, { method: 'PATCH', cookie: ben.cookie, json });
      expect(res.status).toBe(404);
    }
    const rows = await env.DB.prepare('SELECT frame_name FROM user_frames WHERE id = ?').bind(frame.id).first();
    expect(rows).toEqual({ frame_name: "Grandma's Frame" });
    const charRow = await env.DB.prepare('SELECT character_name FROM user_characters WHERE id = ?')
      .bind(character.id)
      .first();
    expect(charRow).toEqual({ character_name: 'Sir Scribble' });
  });
});

describe('downloads', () => {
  it("serves the finished character animation to its owner only, with type, ranges and the character's name", async () => {
    const anna = await newCustomer('video');
    const ben = await newCustomer('peek');
    const key = `animations/${crypto.randomUUID()}/${crypto.randomUUID()}.mp4`;
    await env.FILES.put(key, bytes(1000), { httpMetadata: { contentType: 'video/mp4' } });
    const character = await ownedCreation(anna.userId, 'character', { videoKey: key });

    const [listed] = (await (await call('/api/user/characters', { cookie: anna.cookie })).json()) as Json[];
    expect(listed).toMatchObject({
      status: 'ready',
      animationDownloadUrl: `/api/user/characters/${character.id}/animation`,
    });

    const full = await call(`/api/user/characters/${character.id}/animation?download=1`, { cookie: anna.cookie });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('content-disposition')).toBe('attachment; filename="captain-crayon-animation.mp4"');
    expect((await full.arrayBuffer()).byteLength).toBe(1000);

    const part = await call(`/api/user/characters/${character.id}/animation`, {
      cookie: anna.cookie,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await part.arrayBuffer())[0]).toBe(100);

    expect((await call(`/api/user/characters/${character.id}/animation`, { cookie: ben.cookie })).status).toBe(404);
    expect((await call(`/api/user/characters/${character.id}/animation`)).status).toBe(401);
  });

  it('says the animation is not ready before an admin uploads it', async () => {
    const anna = await newCustomer('waiting');
    const character = await ownedCreation(anna.userId, 'character');
    const res = await call(`/api/user/characters/${character.id}/animation`, { cookie: anna.cookie });
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).error).toBe('This file is not ready yet. Please try again later.');
  });

  it('serves bought animations and backgrounds to their owner; another customer gets 404 on every id', async () => {
    const anna = await newCustomer('files');
    const ben = await newCustomer('thief');
    const animation = await buy(anna.cookie, 'animations', (await catalogAnimation()).id);
    const background = await buy(anna.cookie, 'backgrounds', (await catalogBackground()).id);

    const video = await call(`${animation.downloadUrl}?download=1`, { cookie: anna.cookie });
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(video.headers.get('content-disposition')).toBe('attachment; filename="dancing-dragon.webm"');
    expect((await video.arrayBuffer()).byteLength).toBe(2048);
    const image = await call(`${background.downloadUrl}?download=1`, { cookie: anna.cookie });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe('attachment; filename="outer-space.png"');
    await image.arrayBuffer();

    expect(await (await call('/api/user/animations', { cookie: ben.cookie })).json()).toEqual([]);
    expect(await (await call('/api/user/backgrounds', { cookie: ben.cookie })).json()).toEqual([]);
    for (const path of [
      animation.downloadUrl,
      background.downloadUrl,
      `/api/user/animations/${animation.id}/variations`,
    ]) {
      const res = await call(path, { cookie: ben.cookie });
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });
});

describe('stored file references', () => {
  it('reads catalog paths and bare keys, and refuses outside URLs and paths that climb', () => {
    expect(r2KeyOf('/api/media/catalog/animations/a%20b.webm')).toBe('catalog/animations/a b.webm');
    expect(r2KeyOf('animations/c1/v.mp4')).toBe('animations/c1/v.mp4');
    expect(r2KeyOf('https://example.com/x.mp4')).toBeNull();
    expect(r2KeyOf('/api/media/../uploads/secret.png')).toBeNull();
    expect(r2KeyOf('/objects/x.png')).toBeNull();
    expect(r2KeyOf(null)).toBeNull();
  });

  it('names downloads after what a person calls them', () => {
    expect(downloadFileName('Sir Wiggles animation', 'animations/x/1.mp4')).toBe('sir-wiggles-animation.mp4');
    expect(downloadFileName('Ünïcode "quotes"', 'k/file.webm')).toBe('unicode-quotes.webm');
    expect(downloadFileName('', 'k/file')).toBe('download');
  });
});
