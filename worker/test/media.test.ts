import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { animationVariations } from '../src/db/schema';
import { call } from './helpers';
import { buyItem, bytes, catalogAnimation, catalogBackground, db, type Json, newCustomer } from './user-fixtures';

const NOT_FOUND = 'This file does not exist.';

/** Every way a visitor might try to reach a sold file through the public media route. */
function publicAttempts(soldKey: string): string[] {
  const inCatalog = soldKey.replace(/^products\//, '');
  return [
    `/api/media/${soldKey}`,
    `/api/media/${encodeURIComponent(soldKey)}`,
    `/api/media/catalog/${encodeURIComponent(`../${soldKey}`)}`,
    `/api/media/catalog/..%2F${soldKey}`,
    `/api/media/catalog/${inCatalog}`,
  ];
}

describe('the public media route', () => {
  it('serves catalog thumbnails and previews to everyone, with ranges', async () => {
    const animation = await catalogAnimation();
    const previewKey = `catalog/animations/${animation.previewUrl?.split('/').pop()}`;
    await env.FILES.put(previewKey, bytes(300), { httpMetadata: { contentType: 'video/webm' } });

    const list = (await (await call('/api/animations')).json()) as Json[];
    const listed = list.find((item) => item.id === animation.id);
    expect(listed).toMatchObject({ previewUrl: `/api/media/${previewKey}`, thumbnailUrl: animation.thumbnailUrl });
    const preview = await call(String(listed?.previewUrl), { headers: { range: 'bytes=0-99' } });
    expect(preview.status).toBe(206);
    expect(preview.headers.get('content-type')).toBe('video/webm');
    expect(preview.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await preview.arrayBuffer()).byteLength).toBe(100);
  });

  it('never names a sold file in the marketplace lists', async () => {
    const animation = await catalogAnimation();
    const background = await catalogBackground();
    const animations = (await (await call('/api/animations')).json()) as Json[];
    const backgrounds = (await (await call('/api/backgrounds')).json()) as Json[];
    for (const item of [...animations, ...backgrounds]) {
      expect(item).not.toHaveProperty('fileUrl');
      expect(Object.values(item).filter((v) => typeof v === 'string' && v.includes('products/'))).toEqual([]);
    }
    expect(animations.find((a) => a.id === animation.id)?.previewUrl).toBe(animation.previewUrl);
    expect(backgrounds.find((b) => b.id === background.id)?.previewUrl).toBe(background.previewUrl);
  });

  it('answers 404, not 500, for a path that cannot be decoded', async () => {
    const res = await call('/api/media/catalog/%E0%A4%A');
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).error).toBe(NOT_FOUND);
  });
});

describe('sold files', () => {
  it('are refused by /api/media while the owner downloads them; a stranger gets 404, a visitor 401', async () => {
    const anna = await newCustomer('owner');
    const ben = await newCustomer('stranger');
    const animation = await catalogAnimation(1299);
    const background = await catalogBackground(399);
    const ownedAnimation = await buyItem(anna.cookie, 'animations', animation.id);
    const ownedBackground = await buyItem(anna.cookie, 'backgrounds', background.id);
    const [variation] = await db()
      .insert(animationVariations)
      .values({
        userAnimationId: ownedAnimation.id,
        variationName: 'Dragon in Space',
        fileUrl: animation.fileUrl,
        status: 'ready',
        purchasePriceCents: 499,
      })
      .returning();

    const sold = [
      { key: animation.fileUrl ?? '', download: ownedAnimation.downloadUrl, type: 'video/webm', size: 2048 },
      { key: background.fileUrl ?? '', download: ownedBackground.downloadUrl, type: 'image/png', size: 512 },
      {
        key: animation.fileUrl ?? '',
        download: `/api/user/variations/${variation?.id}/file`,
        type: 'video/webm',
        size: 2048,
      },
    ];
    for (const file of sold) {
      expect(file.key).toMatch(/^products\//);
      expect(await env.FILES.head(file.key)).not.toBeNull();
      for (const path of publicAttempts(file.key)) {
        const res = await call(path, { cookie: anna.cookie });
        expect(res.status, path).toBe(404);
        expect(((await res.json()) as Json).error, path).toBe(NOT_FOUND);
      }

      const own = await call(file.download, { cookie: anna.cookie, headers: { range: 'bytes=0-9' } });
      expect(own.status, file.download).toBe(206);
      expect(own.headers.get('content-type')).toBe(file.type);
      expect(own.headers.get('content-range')).toBe(`bytes 0-9/${file.size}`);
      expect(own.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
      expect([...new Uint8Array(await own.arrayBuffer())]).toEqual([...bytes(10)]);

      const stranger = await call(file.download, { cookie: ben.cookie });
      expect(stranger.status, file.download).toBe(404);
      await stranger.arrayBuffer();
      const visitor = await call(file.download);
      expect(visitor.status, file.download).toBe(401);
      await visitor.arrayBuffer();
    }
  });
});
