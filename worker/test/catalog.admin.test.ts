import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCall, auditRows } from './admin-helpers';
import { call } from './helpers';
import { deliver, eventsFor, payWith, testStripe } from './stripe-helpers';
import { fileBytes } from './upload-helpers';
import { buyItem, catalogAnimation, type Json, newCustomer } from './user-fixtures';

type Item = Json & {
  id: string;
  active: boolean;
  sortOrder: number;
  thumbnailUrl: string | null;
  previewUrl: string | null;
  soldFileUrl: string | null;
};

const ascii = (text: string) => new TextEncoder().encode(text);
const MP4_HEAD = [0, 0, 0, 0x20, ...ascii('ftypisom'), 0, 0, 2, 0];
const WEBM_HEAD = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...ascii('webm')];

function media(kind: 'mp4' | 'webm' | 'png' | 'pdf' | 'heic', size = 4096): Uint8Array {
  if (kind === 'png' || kind === 'pdf' || kind === 'heic') return fileBytes(kind, size);
  const bytes = fileBytes('png', size);
  bytes.set(kind === 'mp4' ? MP4_HEAD : WEBM_HEAD);
  return bytes;
}

function upload(kind: 'animations' | 'backgrounds', id: string, slot: string, bytes: Uint8Array, name = 'x.bin') {
  const form = new FormData();
  form.append('note', 'ignored');
  form.append('file', new File([bytes], name, { type: 'application/octet-stream' }));
  return adminCall(`/api/admin/${kind}/${id}/files/${slot}`, { method: 'POST', body: form });
}

const publicList = async (path: string) => (await (await call(path)).json()) as Json[];

async function newAnimation(fields: Record<string, unknown> = {}) {
  const res = await adminCall('/api/admin/animations', {
    json: { name: 'Moon Hop', category: 'effect', basePriceCents: 899, variationPriceCents: 499, ...fields },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Item;
}

/** An animation with its three files, on sale. */
async function animationOnSale(name: string, basePriceCents = 899) {
  const item = await newAnimation({ name, basePriceCents });
  expect((await upload('animations', item.id, 'thumbnail', media('png'))).status).toBe(201);
  expect((await upload('animations', item.id, 'preview', media('webm'))).status).toBe(201);
  expect((await upload('animations', item.id, 'file', media('mp4', 20_000))).status).toBe(201);
  const res = await adminCall(`/api/admin/animations/${item.id}`, { method: 'PATCH', json: { active: true } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Item;
}

describe('catalog admin: creating and editing', () => {
  it('creates an animation hidden and last, with prices in cents and cleaned tags, and records it', async () => {
    const first = await newAnimation({ name: 'First', tags: ['moon', ' moon ', 'hop'] });
    const second = await newAnimation({ name: 'Second', description: 'Bounces\non the moon' });
    expect(first).toMatchObject({
      name: 'First',
      category: 'effect',
      basePriceCents: 899,
      variationPriceCents: 499,
      tags: ['moon', 'hop'],
      active: false,
      owners: 0,
      soldFileUrl: null,
    });
    expect(second.sortOrder).toBe(first.sortOrder + 1);
    const events = await auditRows('animation', first.id);
    expect(events.map((event) => event.action)).toEqual(['animation.created']);
    // Hidden: not in the public list.
    expect((await publicList('/api/animations')).some((item) => item.id === first.id)).toBe(false);
  });

  it.each([
    [{ basePriceCents: -100 }, 'basePriceCents', 'Prices cannot be negative.'],
    [
      { variationPriceCents: 499.5 },
      'variationPriceCents',
      'Prices are whole cents: a price cannot have a fraction of a cent.',
    ],
    [{ basePriceCents: '8.99' }, 'basePriceCents', 'Prices are whole numbers of cents (499 is $4.99).'],
    [
      { category: 'background' },
      'category',
      'Backgrounds are sold in the background marketplace only: add this one under Backgrounds instead.',
    ],
  ])('refuses %j with a clear 400', async (fields, field, message) => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM animations').first<{ n: number }>();
    const res = await adminCall('/api/admin/animations', {
      json: { name: 'Bad', category: 'effect', basePriceCents: 899, variationPriceCents: 499, ...fields },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json & { fields: Record<string, string[]> };
    expect(body.error).toBe(message);
    expect(body.fields[field]).toEqual([message]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM animations').first<{ n: number }>()).toEqual(before);
  });

  it('edits the price and the marketplace shows and charges the new one', async () => {
    const item = await animationOnSale('Price Change', 899);
    const res = await adminCall(`/api/admin/animations/${item.id}`, {
      method: 'PATCH',
      json: { basePriceCents: 1249, tags: ['new'] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ basePriceCents: 1249, tags: ['new'], active: true });
    const listed = (await publicList('/api/animations')).find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({ basePrice: '12.49', tags: ['new'] });
    const { cookie } = await newCustomer('new-price');
    const intent = (await (
      await call(`/api/animations/${item.id}/purchase`, { cookie, json: { country: 'DE' } })
    ).json()) as Json;
    expect(intent.amount).toBe('12.49');
    const events = await auditRows('animation', item.id);
    const edit = events.find((event) => event.action === 'animation.updated' && event.after?.includes('1249'));
    expect(JSON.parse(edit?.before ?? '{}')).toEqual({ basePriceCents: 899, tags: [] });
  });

  it('refuses a negative or fractional price on edit and changes nothing', async () => {
    const item = await newAnimation({ name: 'Kept Price' });
    for (const basePriceCents of [-1, 10.5]) {
      const res = await adminCall(`/api/admin/animations/${item.id}`, { method: 'PATCH', json: { basePriceCents } });
      expect(res.status).toBe(400);
    }
    const row = await env.DB.prepare('SELECT base_price_cents AS p FROM animations WHERE id = ?')
      .bind(item.id)
      .first<{ p: number }>();
    expect(row?.p).toBe(899);
  });

  it('puts an item on sale only once it has the file that is sold', async () => {
    const item = await newAnimation({ name: 'No File Yet' });
    const res = await adminCall(`/api/admin/animations/${item.id}`, { method: 'PATCH', json: { active: true } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).error).toBe('Upload the file that is sold before putting this item on sale.');
    const unknown = await adminCall('/api/admin/animations/no-such-item', { method: 'PATCH', json: { active: true } });
    expect(unknown.status).toBe(404);
  });
});

describe('catalog admin: files (the back office multipart upload, type by the bytes)', () => {
  it('stores the thumbnail and preview publicly and the sold file privately', async () => {
    const item = await newAnimation({ name: 'Files' });
    const thumb = await upload('animations', item.id, 'thumbnail', media('png'), 'thumb.mp4');
    expect(thumb.status).toBe(201);
    const withThumb = (await thumb.json()) as Item;
    expect(withThumb.thumbnailUrl).toMatch(
      new RegExp(`^/api/media/catalog/animations/${item.id}/[0-9a-f-]{36}\\.png$`),
    );
    const served = await call(withThumb.thumbnailUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    await served.arrayBuffer();

    const preview = (await (await upload('animations', item.id, 'preview', media('webm'))).json()) as Item;
    expect(preview.previewUrl).toMatch(/\.webm$/);

    const sold = await upload('animations', item.id, 'file', media('mp4', 30_000));
    expect(sold.status).toBe(201);
    const withFile = (await sold.json()) as Item;
    expect(withFile.soldFileUrl).toBe(`/api/admin/animations/${item.id}/file`);
    const row = await env.DB.prepare('SELECT file_url AS key FROM animations WHERE id = ?')
      .bind(item.id)
      .first<{ key: string }>();
    expect(row?.key).toMatch(new RegExp(`^products/animations/${item.id}/[0-9a-f-]{36}\\.mp4$`));
    // Never public; the admin can watch it.
    expect((await call(`/api/media/${row?.key}`)).status).toBe(404);
    const adminCopy = await adminCall(`/api/admin/animations/${item.id}/file`);
    expect(adminCopy.status).toBe(200);
    expect(adminCopy.headers.get('content-type')).toBe('video/mp4');
    expect((await adminCopy.arrayBuffer()).byteLength).toBe(30_000);
    const { cookie } = await newCustomer('not-admin');
    expect((await call(`/api/admin/animations/${item.id}/file`, { cookie })).status).toBe(403);
  });

  it.each([
    ['file', 'png', 'The file that is sold must be an MP4 or WebM video.'],
    ['file', 'pdf', 'The file that is sold must be an MP4 or WebM video.'],
    ['preview', 'heic', 'The preview clip must be an MP4 or WebM video.'],
    ['thumbnail', 'mp4', 'The thumbnail must be a PNG, JPEG or WebP picture.'],
  ] as const)('refuses a %s that is %s by its bytes (415), whatever its name', async (slot, kind, message) => {
    const item = await newAnimation({ name: `Refused ${slot}` });
    const res = await upload('animations', item.id, slot, media(kind), 'looks-right.mp4');
    expect(res.status).toBe(415);
    expect(((await res.json()) as Json).error).toBe(message);
    expect((await env.FILES.list({ prefix: `products/animations/${item.id}/` })).objects).toEqual([]);
    expect((await env.FILES.list({ prefix: `catalog/animations/${item.id}/` })).objects).toEqual([]);
  });

  it('refuses a body without the file and an unknown slot', async () => {
    const item = await newAnimation({ name: 'Empty' });
    const form = new FormData();
    form.append('video', new File([media('mp4')], 'a.mp4'));
    const wrongField = await adminCall(`/api/admin/animations/${item.id}/files/file`, { method: 'POST', body: form });
    expect(wrongField.status).toBe(400);
    expect(((await wrongField.json()) as Json).error).toBe('Please choose a file to upload.');
    expect((await upload('animations', item.id, 'poster', media('png'))).status).toBe(404);
  });

  it('deletes a replaced thumbnail, but keeps a replaced sold file that a customer bought', async () => {
    const item = await animationOnSale('Replaced');
    const { cookie } = await newCustomer('keeps-file');
    const owned = await buyItem(cookie, 'animations', item.id);
    const keys = async (prefix: string) => (await env.FILES.list({ prefix })).objects.map((o) => o.key);
    const oldThumb = await keys(`catalog/animations/${item.id}/`);
    const oldSold = await keys(`products/animations/${item.id}/`);
    await upload('animations', item.id, 'thumbnail', media('png'));
    await upload('animations', item.id, 'file', media('webm', 9000));
    const newThumb = await keys(`catalog/animations/${item.id}/`);
    expect(newThumb.filter((key) => key.endsWith('.png'))).toHaveLength(1);
    expect(newThumb).not.toContain(oldThumb.find((key) => key.endsWith('.png')));
    expect(await keys(`products/animations/${item.id}/`)).toHaveLength(2);
    // The buyer still downloads what they paid for: the old file.
    const download = await call(owned.downloadUrl, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('video/mp4');
    expect(oldSold).toHaveLength(1);
  });

  it('lets a background be a still picture or a moving scene, and nothing else', async () => {
    const res = await adminCall('/api/admin/backgrounds', {
      json: { name: 'Night Sky', category: ' Fantasy ', priceCents: 449, tags: ['night'] },
    });
    expect(res.status).toBe(201);
    const background = (await res.json()) as Item;
    expect(background).toMatchObject({ category: 'fantasy', priceCents: 449, active: false, tags: ['night'] });
    expect((await upload('backgrounds', background.id, 'file', media('png'))).status).toBe(201);
    expect((await upload('backgrounds', background.id, 'preview', media('webm'))).status).toBe(201);
    const pdf = await upload('backgrounds', background.id, 'file', media('pdf'));
    expect(pdf.status).toBe(415);
    expect(((await pdf.json()) as Json).error).toBe(
      'The file that is sold must be a PNG, JPEG or WebP picture, or an MP4 or WebM video.',
    );
    const bad = await adminCall('/api/admin/backgrounds', {
      json: { name: 'Cheap', category: 'nature', priceCents: 2.5 },
    });
    expect(((await bad.json()) as Json).error).toBe(
      'Prices are whole cents: a price cannot have a fraction of a cent.',
    );
    const on = await adminCall(`/api/admin/backgrounds/${background.id}`, { method: 'PATCH', json: { active: true } });
    expect(on.status).toBe(200);
    const listed = (await publicList('/api/backgrounds')).find((entry) => entry.id === background.id);
    expect(listed).toMatchObject({ price: '4.49', tags: ['night'], category: 'fantasy' });
    expect(listed).not.toHaveProperty('fileUrl');
    expect(listed).not.toHaveProperty('sortOrder');
  });
});

describe('catalog admin: order', () => {
  it('lists the marketplace in the order the admin sets, and refuses a list that misses an item', async () => {
    const listed = (await (await adminCall('/api/admin/backgrounds')).json()) as Item[];
    const made: Item[] = [];
    for (const name of ['Order A', 'Order B', 'Order C']) {
      const created = (await (
        await adminCall('/api/admin/backgrounds', { json: { name, category: 'order', priceCents: 299 } })
      ).json()) as Item;
      await upload('backgrounds', created.id, 'file', media('png'));
      await adminCall(`/api/admin/backgrounds/${created.id}`, { method: 'PATCH', json: { active: true } });
      made.push(created);
    }
    const names = async () =>
      (await publicList('/api/backgrounds?category=order')).map((entry) => entry.name as string);
    expect(await names()).toEqual(['Order A', 'Order B', 'Order C']);

    const [a, b, c] = made.map((item) => item.id);
    const ids = [...listed.map((item) => item.id), c, a, b] as string[];
    const res = await adminCall('/api/admin/backgrounds/order', { method: 'PUT', json: { ids } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Item[]).map((item) => item.id)).toEqual(ids);
    expect(await names()).toEqual(['Order C', 'Order A', 'Order B']);
    expect((await auditRows('background', c ?? '')).some((event) => event.action === 'background.sort_order')).toBe(
      true,
    );

    const missing = await adminCall('/api/admin/backgrounds/order', { method: 'PUT', json: { ids: ids.slice(1) } });
    expect(missing.status).toBe(409);
    expect(((await missing.json()) as Json).error).toBe(
      'The list changed while you were sorting it. Please reload the page and try again.',
    );
    expect(await names()).toEqual(['Order C', 'Order A', 'Order B']);
  });
});

describe('catalog admin: taking an item off sale', () => {
  it('hides it from the marketplace, refuses new purchases (410), and its owners keep downloading it', async () => {
    const item = await animationOnSale('Going Away');
    const buyer = await newCustomer('kept');
    const owned = await buyItem(buyer.cookie, 'animations', item.id);
    const late = await newCustomer('late');
    const res = await adminCall(`/api/admin/animations/${item.id}`, { method: 'PATCH', json: { active: false } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ active: false, owners: 1 });
    expect((await auditRows('animation', item.id)).at(-1)?.action).toBe('animation.active');

    expect((await publicList('/api/animations')).some((entry) => entry.id === item.id)).toBe(false);
    const refused = await call(`/api/animations/${item.id}/purchase`, { cookie: late.cookie, json: { country: 'DE' } });
    expect(refused.status).toBe(410);
    expect(((await refused.json()) as Json).error).toBe(
      'This animation is no longer for sale. It was taken out of the marketplace.',
    );
    // The buyer: still in their account, still downloadable.
    const mine = (await (await call('/api/user/animations', { cookie: buyer.cookie })).json()) as Json[];
    expect(mine.map((entry) => entry.id)).toContain(owned.id);
    expect((await call(owned.downloadUrl, { cookie: buyer.cookie })).status).toBe(200);
  });

  it('refunds a payment made after the item was taken off sale, at completion and from the webhook, once', async () => {
    const item = await animationOnSale('Paid Too Late', 1099);
    const { cookie, userId } = await newCustomer('too-late');
    const intent = (await (
      await call(`/api/animations/${item.id}/purchase`, { cookie, json: { country: 'DE' } })
    ).json()) as {
      clientSecret: string;
      paymentIntentId: string;
    };
    await adminCall(`/api/admin/animations/${item.id}`, { method: 'PATCH', json: { active: false } });
    expect((await payWith(intent.clientSecret)).status).toBe('succeeded');

    const [event] = await eventsFor(intent.paymentIntentId, 'payment_intent.succeeded');
    expect((await deliver(event)).status).toBe(200);
    const complete = await call(`/api/animations/${item.id}/complete-purchase`, {
      cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(complete.status).toBe(410);
    expect(((await complete.json()) as Json).error).toBe(
      'This animation was taken out of the marketplace before your payment went through. Nothing was bought and your payment has been refunded.',
    );
    const rows = await env.DB.prepare('SELECT id FROM user_animations WHERE user_id = ?').bind(userId).all();
    expect(rows.results).toEqual([]);
    const refunds = await testStripe().refunds.list({ payment_intent: intent.paymentIntentId });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([1099]);
  });

  it('cancels a payment not made yet when completion finds the item off sale', async () => {
    const item = await animationOnSale('Never Paid');
    const { cookie } = await newCustomer('unpaid');
    const intent = (await (
      await call(`/api/animations/${item.id}/purchase`, { cookie, json: { country: 'DE' } })
    ).json()) as {
      paymentIntentId: string;
    };
    await adminCall(`/api/admin/animations/${item.id}`, { method: 'PATCH', json: { active: false } });
    const res = await call(`/api/animations/${item.id}/complete-purchase`, {
      cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(res.status).toBe(410);
    expect((await testStripe().paymentIntents.retrieve(intent.paymentIntentId)).status).toBe('canceled');
  });
});

describe('backgrounds are sold in one place', () => {
  it("keeps the animation marketplace's old background rows out of sale, still readable by their owners", async () => {
    const old = await catalogAnimation(799);
    const { cookie } = await newCustomer('old-background');
    const owned = await buyItem(cookie, 'animations', old.id);
    await env.DB.prepare("UPDATE animations SET category = 'background' WHERE id = ?").bind(old.id).run();
    await adminCall(`/api/admin/animations/${old.id}`, { method: 'PATCH', json: { name: 'Still Starry' } });

    // Active, but not sold: neither listed nor bought.
    expect((await publicList('/api/animations')).some((entry) => entry.id === old.id)).toBe(false);
    expect(await publicList('/api/animations?category=background')).toEqual([]);
    const other = await newCustomer('would-buy');
    expect(
      (await call(`/api/animations/${old.id}/purchase`, { cookie: other.cookie, json: { country: 'DE' } })).status,
    ).toBe(410);
    expect((await call(owned.downloadUrl, { cookie })).status).toBe(200);

    // The admin reads it, but cannot put an animation into that category.
    const fresh = await newAnimation({ name: 'Effect' });
    const move = await adminCall(`/api/admin/animations/${fresh.id}`, {
      method: 'PATCH',
      json: { category: 'background' },
    });
    expect(move.status).toBe(400);
    expect(((await move.json()) as Json).error).toBe(
      'Backgrounds are sold in the background marketplace only: add this one under Backgrounds instead.',
    );
    const list = (await (await adminCall('/api/admin/animations')).json()) as Item[];
    expect(list.find((entry) => entry.id === old.id)).toMatchObject({ name: 'Still Starry', category: 'background' });
  });
});
