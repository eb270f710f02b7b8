import { env } from 'cloudflare:workers';
import { VARIATION_MAIL } from '@dtm/shared/variations';
import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { deliver, eventsFor, payWith, testStripe } from './stripe-helpers';
import { catalogAnimation, catalogBackground, type Json, newCustomer } from './user-fixtures';

type Intent = { clientSecret: string; paymentIntentId: string; amount: string; userAnimationId?: string };

/** A customer who owns an animation (bought through the real purchase flow). */
async function ownerOfAnimation(label: string) {
  const customer = await newCustomer(label);
  const animation = await catalogAnimation(1299);
  const intent = (await (
    await call(`/api/animations/${animation.id}/purchase`, { cookie: customer.cookie, json: { country: 'DE' } })
  ).json()) as Intent;
  await payWith(intent.clientSecret);
  const owned = (await (
    await call(`/api/animations/${animation.id}/complete-purchase`, {
      cookie: customer.cookie,
      json: { paymentIntentId: intent.paymentIntentId },
    })
  ).json()) as { id: string };
  return { ...customer, userAnimationId: owned.id };
}

const variationRows = (userAnimationId: string) =>
  env.DB.prepare('SELECT * FROM animation_variations WHERE user_animation_id = ?')
    .bind(userAnimationId)
    .all<Record<string, unknown>>();

describe('variations', () => {
  it('lists no variations at first, then sells one at $4.99 plus the background, exactly once', async () => {
    const { cookie, userAnimationId } = await ownerOfAnimation('variation');
    const base = `/api/user/animations/${userAnimationId}/variations`;
    const first = (await (await call(base, { cookie })).json()) as { animation: Json; variations: Json[] };
    expect(first.animation).toMatchObject({ id: userAnimationId, name: 'Dancing Dragon', variationPrice: '4.99' });
    expect(first.variations).toEqual([]);

    const background = await catalogBackground(399);
    const res = await call(`${base}/purchase`, {
      cookie,
      json: { variationName: '  Dragon in Space ', backgroundId: background.id, purchasePrice: '0.01' },
    });
    expect(res.status).toBe(201);
    const intent = (await res.json()) as Intent;
    expect(intent).toMatchObject({ amount: '8.98', userAnimationId });
    expect((await testStripe().paymentIntents.retrieve(intent.paymentIntentId)).amount).toBe(898);
    const paidAt = Date.now();
    await payWith(intent.clientSecret);

    const complete = () =>
      call(`${base}/complete-purchase`, { cookie, json: { paymentIntentId: intent.paymentIntentId } });
    const [a, b] = await Promise.all([complete(), complete()]);
    const made = (await a.json()) as Json;
    expect(made).toMatchObject({
      variationName: 'Dragon in Space',
      backgroundName: 'Outer Space',
      purchasePrice: '8.98',
      status: 'being_made',
    });
    expect(((await b.json()) as Json).id).toBe(made.id);
    const [event] = await eventsFor(intent.paymentIntentId, 'payment_intent.succeeded');
    await deliver(event);
    expect((await variationRows(userAnimationId)).results).toHaveLength(1);
    // Two completions and the webhook made one variation: each admin is told of it once.
    const notices = await env.DB.prepare('SELECT "to" FROM outbox_mails WHERE created_at >= ? AND subject = ?')
      .bind(paidAt, VARIATION_MAIL.adminSubject)
      .all<{ to: string }>();
    expect(notices.results.map((mail) => mail.to).sort()).toEqual([
      'ops@drawings-to-magic.test',
      'studio@drawings-to-magic.test',
    ]);

    // Bought, not made yet: no download until the artists deliver its own video (tests in variations.delivery).
    const listed = (await (await call(base, { cookie })).json()) as { variations: Json[] };
    expect(listed.variations).toEqual([
      expect.objectContaining({ id: made.id, status: 'being_made', downloadUrl: null, deliveredAt: null }),
    ]);

    // The same name again is refused before any payment is set up.
    const again = await call(`${base}/purchase`, { cookie, json: { variationName: 'dragon in space' } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).fields).toEqual({
      variationName: ['You already have a variation with this name. Please choose another name.'],
    });
  });

  it('creates the variation from the webhook when the browser never comes back', async () => {
    const { cookie, userAnimationId } = await ownerOfAnimation('variation-webhook');
    const base = `/api/user/animations/${userAnimationId}/variations`;
    const intent = (await (
      await call(`${base}/purchase`, { cookie, json: { variationName: 'Night' } })
    ).json()) as Intent;
    expect(intent.amount).toBe('4.99');
    await payWith(intent.clientSecret);
    const [event] = await eventsFor(intent.paymentIntentId, 'payment_intent.succeeded');
    expect((await deliver(event)).status).toBe(200);
    const rows = (await variationRows(userAnimationId)).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ variation_name: 'Night', purchase_price_cents: 499 });
  });

  it('refuses an empty name and an unknown background with the words of the form, and charges nothing', async () => {
    const { cookie, userAnimationId } = await ownerOfAnimation('variation-checks');
    const base = `/api/user/animations/${userAnimationId}/variations`;
    const empty = await call(`${base}/purchase`, { cookie, json: { variationName: '   ' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).error).toBe('Please enter a name for your variation');
    const gone = await call(`${base}/purchase`, {
      cookie,
      json: { variationName: 'Somewhere', backgroundId: crypto.randomUUID() },
    });
    expect(gone.status).toBe(400);
    expect(((await gone.json()) as Json).error).toBe('This background is not available. Please choose another one.');
  });

  it("gives another customer 404 on someone else's animation, purchase and completion", async () => {
    const { cookie, userAnimationId } = await ownerOfAnimation('variation-owner');
    const ben = await newCustomer('variation-thief');
    const base = `/api/user/animations/${userAnimationId}/variations`;
    const intent = (await (
      await call(`${base}/purchase`, { cookie, json: { variationName: 'Mine' } })
    ).json()) as Intent;
    await payWith(intent.clientSecret);
    for (const [path, json] of [
      [base, undefined],
      [`${base}/purchase`, { variationName: 'Stolen' }],
      [`${base}/complete-purchase`, { paymentIntentId: intent.paymentIntentId }],
    ] as const) {
      const res = await call(path, { cookie: ben.cookie, json });
      expect(res.status, path).toBe(404);
    }
    expect((await variationRows(userAnimationId)).results).toHaveLength(0);
  });
});
