import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { deliver, eventsFor, payWith, testStripe } from './stripe-helpers';
import { buyItem, catalogAnimation, catalogBackground, type Json, newCustomer } from './user-fixtures';

type Intent = {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
  animationId?: string;
  backgroundId?: string;
};

const ownedRows = (table: 'user_animations' | 'user_backgrounds', userId: string) =>
  env.DB.prepare(`SELECT * FROM ${table} WHERE user_id = ?`).bind(userId).all<Record<string, unknown>>();

describe('marketplace lists', () => {
  it('lists active animations by category with dollar prices, and hides inactive ones', async () => {
    const active = await catalogAnimation(1299);
    const hidden = await catalogAnimation(999, { active: false });
    const res = await call('/api/animations?category=character');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Json[];
    expect(list.find((a) => a.id === active.id)).toMatchObject({
      basePrice: '12.99',
      variationPrice: '4.99',
      category: 'character',
      thumbnailUrl: active.thumbnailUrl,
    });
    expect(list.some((a) => a.id === hidden.id)).toBe(false);
    expect(list.every((a) => a.category === 'character')).toBe(true);
    const bad = await call('/api/animations?category=sparkles');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error).toBe('Category must be one of character, effect or background.');
  });

  it('shows an animation added after the list was read (the write drops the kept list)', async () => {
    await call('/api/animations?category=character');
    const added = await catalogAnimation(1499);
    const list = (await (await call('/api/animations?category=character')).json()) as Json[];
    expect(list.map((item) => item.id)).toContain(added.id);
  });

  it('lets a browser revalidate the catalog cheaply: ETag, no-cache, and 304 when unchanged', async () => {
    await catalogBackground(299);
    const first = await call('/api/backgrounds');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const again = await call('/api/backgrounds', { headers: { 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await catalogBackground(199);
    const fresh = await call('/api/backgrounds', { headers: { 'if-none-match': etag } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).not.toBe(etag);
    expect(((await fresh.json()) as Json[]).map((item) => item.id)).toContain(changed.id);
  });

  it('lists active backgrounds by category with dollar prices', async () => {
    const meadow = await catalogBackground(299, { category: `meadow-${crypto.randomUUID().slice(0, 6)}` });
    await catalogBackground(399, { active: false, category: meadow.category });
    const res = await call(`/api/backgrounds?category=${meadow.category}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([expect.objectContaining({ id: meadow.id, price: '2.99', name: 'Outer Space' })]);
  });
});

describe('buying an animation', () => {
  it('asks a signed-out visitor to sign in, in the spec words, and creates nothing', async () => {
    const animation = await catalogAnimation();
    const res = await call(`/api/animations/${animation.id}/purchase`, { json: { country: 'DE' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).error).toBe('Please sign in to purchase animations');
    const bg = await catalogBackground();
    const bgRes = await call(`/api/backgrounds/${bg.id}/purchase`, { json: { country: 'DE' } });
    expect(((await bgRes.json()) as Json).error).toBe('Please sign in to purchase backgrounds');
  });

  it('charges the server price whatever amount the browser sends, and completes once (twice -> one row)', async () => {
    const { cookie, userId } = await newCustomer('buyer');
    const animation = await catalogAnimation(1299);
    const res = await call(`/api/animations/${animation.id}/purchase`, {
      cookie,
      json: { amount: '0.50', basePrice: 1, priceCents: 50, country: 'DE' },
    });
    expect(res.status).toBe(201);
    const intent = (await res.json()) as Intent;
    expect(intent).toMatchObject({ amount: '12.99', animationId: animation.id });
    expect(intent.clientSecret.startsWith(intent.paymentIntentId)).toBe(true);
    expect((await testStripe().paymentIntents.retrieve(intent.paymentIntentId)).amount).toBe(1299);

    // Before the card is confirmed, completing is refused and nothing is owned.
    const early = await call(`/api/animations/${animation.id}/complete-purchase`, {
      cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(early.status).toBe(409);
    expect((await ownedRows('user_animations', userId)).results).toHaveLength(0);

    expect((await payWith(intent.clientSecret)).status).toBe('succeeded');
    const complete = () =>
      call(`/api/animations/${animation.id}/complete-purchase`, {
        cookie,
        json: { paymentIntentId: intent.paymentIntentId },
      });
    const [first, second] = await Promise.all([complete(), complete()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const owned = (await first.json()) as Json;
    expect(owned).toMatchObject({ animationId: animation.id, purchasePrice: '12.99', name: 'Dancing Dragon' });
    expect(((await second.json()) as Json).id).toBe(owned.id);
    // The webhook arriving afterwards changes nothing either.
    const [event] = await eventsFor(intent.paymentIntentId, 'payment_intent.succeeded');
    expect((await deliver(event)).status).toBe(200);
    const rows = (await ownedRows('user_animations', userId)).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purchase_price_cents: 1299, stripe_payment_intent_id: intent.paymentIntentId });

    const list = (await (await call('/api/user/animations', { cookie })).json()) as Json[];
    expect(list).toEqual([
      expect.objectContaining({ id: owned.id, downloadUrl: `/api/user/animations/${owned.id}/file` }),
    ]);
  });

  it('refuses to sell an animation the customer already owns, without a new charge', async () => {
    const { cookie } = await newCustomer('twice');
    const animation = await catalogAnimation(999);
    const intent = (await (
      await call(`/api/animations/${animation.id}/purchase`, { cookie, json: { country: 'DE' } })
    ).json()) as Intent;
    // A double click before paying gets the same PaymentIntent, never a second one.
    const again = (await (
      await call(`/api/animations/${animation.id}/purchase`, { cookie, json: { country: 'DE' } })
    ).json()) as Intent;
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    await payWith(intent.clientSecret);
    await call(`/api/animations/${animation.id}/complete-purchase`, {
      cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    const third = await call(`/api/animations/${animation.id}/purchase`, { cookie, json: { country: 'DE' } });
    expect(third.status).toBe(409);
    expect(((await third.json()) as Json).error).toBe(
      'You already own this animation. You can download it from your dashboard.',
    );
  });

  it('a second Buy after paying, before completion, records the paid purchase instead of charging again', async () => {
    const { cookie, userId } = await newCustomer('paid-twice');
    const animation = await catalogAnimation(799);
    const intent = (await (
      await call(`/api/animations/${animation.id}/purchase`, { cookie, json: { country: 'DE' } })
    ).json()) as Intent;
    await payWith(intent.clientSecret);
    const again = await call(`/api/animations/${animation.id}/purchase`, { cookie, json: { country: 'DE' } });
    expect(again.status).toBe(409);
    const rows = (await ownedRows('user_animations', userId)).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stripe_payment_intent_id: intent.paymentIntentId, purchase_price_cents: 799 });
  });

  it('creates the animation from the webhook when the browser never comes back', async () => {
    const { cookie, userId } = await newCustomer('webhook');
    const animation = await catalogAnimation(599);
    const intent = (await (
      await call(`/api/animations/${animation.id}/purchase`, { cookie, json: { country: 'DE' } })
    ).json()) as Intent;
    await payWith(intent.clientSecret);
    const [event] = await eventsFor(intent.paymentIntentId, 'payment_intent.succeeded');
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    const rows = (await ownedRows('user_animations', userId)).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ animation_id: animation.id, purchase_price_cents: 599 });
    // Coming back later still answers with the same row.
    const late = await call(`/api/animations/${animation.id}/complete-purchase`, {
      cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(((await late.json()) as Json).id).toBe(rows[0]?.id);
  });

  it("refuses to complete with another customer's payment or a declined card, and creates nothing", async () => {
    const anna = await newCustomer('anna');
    const ben = await newCustomer('ben');
    const animation = await catalogAnimation(1299);
    const intent = (await (
      await call(`/api/animations/${animation.id}/purchase`, { cookie: anna.cookie, json: { country: 'DE' } })
    ).json()) as Intent;
    await payWith(intent.clientSecret);
    const stolen = await call(`/api/animations/${animation.id}/complete-purchase`, {
      cookie: ben.cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as Json).error).toBe('This payment does not belong to this purchase.');
    expect((await ownedRows('user_animations', ben.userId)).results).toHaveLength(0);

    const other = await catalogAnimation(999);
    const declined = (await (
      await call(`/api/animations/${other.id}/purchase`, { cookie: ben.cookie, json: { country: 'DE' } })
    ).json()) as Intent;
    await payWith(declined.clientSecret, 'pm_card_chargeDeclined');
    const res = await call(`/api/animations/${other.id}/complete-purchase`, {
      cookie: ben.cookie,
      json: { paymentIntentId: declined.paymentIntentId },
    });
    expect(res.status).toBe(409);
    expect((await ownedRows('user_animations', ben.userId)).results).toHaveLength(0);
    const bad = await call(`/api/animations/${other.id}/complete-purchase`, {
      cookie: ben.cookie,
      json: { paymentIntentId: 'nope' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 410 for an animation taken off sale, and 404 for one that does not exist', async () => {
    const { cookie } = await newCustomer('inactive');
    const hidden = await catalogAnimation(999, { active: false });
    const res = await call(`/api/animations/${hidden.id}/purchase`, { cookie, json: { country: 'DE' } });
    expect(res.status).toBe(410);
    expect(((await res.json()) as Json).error).toBe(
      'This animation is no longer for sale. It was taken out of the marketplace.',
    );
    const unknown = await call(`/api/animations/${crypto.randomUUID()}/purchase`, { cookie, json: { country: 'DE' } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).error).toBe('This animation is not available.');
  });
});

describe('buying a background', () => {
  it('sells a background once at its price and shows it in the account', async () => {
    const { cookie, userId } = await newCustomer('bg');
    const background = await catalogBackground(399);
    const res = await call(`/api/backgrounds/${background.id}/purchase`, {
      cookie,
      json: { price: '0.01', country: 'DE' },
    });
    const intent = (await res.json()) as Intent;
    expect(intent).toMatchObject({ amount: '3.99', backgroundId: background.id });
    await payWith(intent.clientSecret);
    const done = await call(`/api/backgrounds/${background.id}/complete-purchase`, {
      cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ backgroundId: background.id, purchasePrice: '3.99' });
    expect((await ownedRows('user_backgrounds', userId)).results).toHaveLength(1);
    const again = await call(`/api/backgrounds/${background.id}/purchase`, { cookie, json: { country: 'DE' } });
    expect(again.status).toBe(409);
  });
});

describe('buying a variation with a background', () => {
  it('charges the background only when the customer does not own it yet', async () => {
    const { cookie } = await newCustomer('variation-bg');
    const animation = await catalogAnimation(1299);
    const owned = await buyItem(cookie, 'animations', animation.id);
    const ownedBackground = await catalogBackground(399);
    await buyItem(cookie, 'backgrounds', ownedBackground.id);
    const newBackground = await catalogBackground(299);
    const start = (variationName: string, backgroundId?: string) =>
      call(`/api/user/animations/${owned.id}/variations/purchase`, {
        cookie,
        json: { variationName, ...(backgroundId ? { backgroundId } : {}) },
      });

    const withOwned = await start('In my meadow', ownedBackground.id);
    expect(withOwned.status, await withOwned.clone().text()).toBe(201);
    const ownedIntent = (await withOwned.json()) as Intent;
    expect(ownedIntent.amount).toBe('4.99');
    expect((await testStripe().paymentIntents.retrieve(ownedIntent.paymentIntentId)).amount).toBe(499);

    const withNew = (await (await start('In space', newBackground.id)).json()) as Intent;
    expect(withNew.amount).toBe('7.98');
    expect((await testStripe().paymentIntents.retrieve(withNew.paymentIntentId)).amount).toBe(798);
  });
});
