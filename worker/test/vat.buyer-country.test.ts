/**
 * Issue #37, VAT for buyers without a country: every checkout that can be charged VAT knows the
 * buyer's country (a variation asks it as animations and backgrounds do, else the customer's
 * latest order's), records it on the order and the VAT country on the invoice, and applies the
 * frames' rule (the home rate below the OSS threshold, the destination's above it). No country,
 * or an EU country without a configured rate, is refused at the purchase with a clear message
 * (the home rate only when VAT_UNKNOWN_COUNTRY is "home").
 *
 * The table used (basis points, the default of shared/src/vat.ts): DE 1900 (home), FR 2000,
 * IT 2200; threshold EUR 10,000 (0 where a test says "above the threshold"); EUR 0.9200 per USD.
 * Prices include VAT: a variation is $4.99, an animation $12.99, a background $3.99.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { userAnimations } from '../src/db/schema';
import worker from '../src/index';
import { call, ORIGIN } from './helpers';
import { deliver, eventsFor, payWith } from './stripe-helpers';
import { catalogAnimation, catalogBackground, db, type Json, newCustomer } from './user-fixtures';

const NO_COUNTRY = 'Please choose your country: the VAT on your invoice depends on where you live.';
const NO_RATE_HR = 'We cannot sell to Croatia at the moment: the VAT rate for it is not set up. Please contact us.';

type Settings = Partial<Record<'OSS_THRESHOLD_EUR' | 'VAT_RATES' | 'VAT_UNKNOWN_COUNTRY', string>>;

/** The real Worker under other VAT settings ([vars] changed), as a signed-in browser calls it. */
async function callWith(settings: Settings, path: string, cookie: string, json: unknown) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    }),
    { ...env, ...settings } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

type Intent = { clientSecret: string; paymentIntentId: string };

/** Starts, pays and completes a purchase at `base` (".../purchase" and ".../complete-purchase") under `settings`. */
async function buy(base: string, cookie: string, body: Json, settings: Settings = {}) {
  const started = await callWith(settings, `${base}/purchase`, cookie, body);
  expect(started.status, await started.clone().text()).toBe(201);
  const intent = (await started.json()) as Intent;
  await payWith(intent.clientSecret);
  const done = await callWith(settings, `${base}/complete-purchase`, cookie, {
    paymentIntentId: intent.paymentIntentId,
  });
  expect(done.status, await done.clone().text()).toBe(200);
  const order = await db().query.orders.findFirst({
    where: (t, { eq }) => eq(t.stripePaymentIntentId, intent.paymentIntentId),
  });
  const invoice = await db().query.invoices.findFirst({ where: (t, { eq }) => eq(t.orderId, order?.id ?? '') });
  if (!order || !invoice) throw new Error(`no order or invoice for ${base}`);
  return { order, invoice };
}

const ordersOf = async (userId: string) =>
  (await env.DB.prepare('SELECT id FROM orders WHERE user_id = ?').bind(userId).all()).results;

describe('the buyer country of a digital purchase', () => {
  it("asks a variation's buyer for their country and charges its VAT: the home rate below the threshold, the destination's above it", async () => {
    const buyer = await newCustomer('vat-variation');
    const animation = await catalogAnimation(1299);
    const bought = await buy(`/api/animations/${animation.id}`, buyer.cookie, { country: 'DE' });
    // 19 % contained in $12.99: 12.99 * 19 / 119 = 2.074 -> $2.07, Germany recorded.
    expect(bought.order).toMatchObject({ type: 'animation', billingCountry: 'DE' });
    expect(bought.invoice).toMatchObject({ totalCents: 1299, vatCents: 207, vatCountry: 'DE' });
    const owned = await db().query.userAnimations.findFirst({
      where: (t, { eq }) => eq(t.stripePaymentIntentId, bought.order.stripePaymentIntentId ?? ''),
    });
    const base = `/api/user/animations/${owned?.id}/variations`;

    // France below the threshold: German VAT, 4.99 * 19 / 119 = 0.797 -> $0.80; France is the recorded country.
    const below = await buy(base, buyer.cookie, { variationName: 'In Paris', country: 'fr' });
    expect(below.order).toMatchObject({ type: 'variation', amountCents: 499, billingCountry: 'FR' });
    expect(below.invoice).toMatchObject({ totalCents: 499, vatCents: 80, vatCountry: 'FR' });
    expect(below.invoice.content.vatRateBasisPoints).toBe(1900);
    expect(below.invoice.content.buyer.address).toEqual(['France']);

    // Italy above the threshold: Italian VAT, 4.99 * 22 / 122 = 0.8998 -> $0.90, also in euros at 0.92.
    const above = await buy(
      base,
      buyer.cookie,
      { variationName: 'In Rome', country: 'IT' },
      { OSS_THRESHOLD_EUR: '0' },
    );
    expect(above.order).toMatchObject({ billingCountry: 'IT' });
    expect(above.invoice).toMatchObject({ totalCents: 499, vatCents: 90, vatCountry: 'IT' });
    expect(above.invoice.content.vatRateBasisPoints).toBe(2200);
    expect(above.invoice.content.vat?.countryName).toBe('Italy');
    expect(above.invoice.content.eur).toMatchObject({ totalCents: 459, vatCents: 83, netCents: 376 });

    // No country given: the latest order's (Italy), charged as Italy again.
    const again = await buy(base, buyer.cookie, { variationName: 'Again' }, { OSS_THRESHOLD_EUR: '0' });
    expect(again.order).toMatchObject({ billingCountry: 'IT' });
    expect(again.invoice).toMatchObject({ vatCents: 90, vatCountry: 'IT' });

    // A background bought from France above the threshold: 3.99 * 20 / 120 = 0.665 -> $0.67.
    const background = await catalogBackground(399);
    const french = await buy(
      `/api/backgrounds/${background.id}`,
      buyer.cookie,
      { country: 'FR' },
      { OSS_THRESHOLD_EUR: '0' },
    );
    expect(french.invoice).toMatchObject({ totalCents: 399, vatCents: 67, vatCountry: 'FR' });
  });

  it('refuses a purchase without any country, and bills it at the home rate with Germany recorded when configured so', async () => {
    const buyer = await newCustomer('vat-none');
    const background = await catalogBackground(399);
    const refused = await call(`/api/backgrounds/${background.id}/purchase`, { cookie: buyer.cookie, json: {} });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).error).toBe(NO_COUNTRY);

    // An animation that came without an order (a gift from the back office): its variation asks a country too.
    const animation = await catalogAnimation(1299);
    const [gift] = await db()
      .insert(userAnimations)
      .values({ userId: buyer.userId, animationId: animation.id, customizations: {}, purchasePriceCents: 0 })
      .returning();
    const base = `/api/user/animations/${gift?.id}/variations`;
    const variation = await call(`${base}/purchase`, { cookie: buyer.cookie, json: { variationName: 'Gift' } });
    expect(variation.status).toBe(400);
    expect(((await variation.json()) as Json).error).toBe(NO_COUNTRY);
    const badCode = await call(`${base}/purchase`, {
      cookie: buyer.cookie,
      json: { variationName: 'Gift', country: 'Germany' },
    });
    expect(badCode.status).toBe(400);
    expect(((await badCode.json()) as Json).error).toBe('Please choose your country.');
    // Nothing was charged or recorded.
    expect(await ordersOf(buyer.userId)).toEqual([]);

    // VAT_UNKNOWN_COUNTRY = "home": sold, German VAT (3.99 * 19 / 119 = 0.637 -> $0.64), Germany as the VAT country.
    const home = await buy(`/api/backgrounds/${background.id}`, buyer.cookie, {}, { VAT_UNKNOWN_COUNTRY: 'home' });
    expect(home.order).toMatchObject({ billingCountry: null });
    expect(home.invoice).toMatchObject({ totalCents: 399, vatCents: 64, vatCountry: 'DE' });
    expect(home.invoice.content.vat?.countryName).toBe('Germany');
  });

  it('refuses a marketplace purchase and a variation for an EU country without a configured rate, through the routes', async () => {
    const partial = { VAT_RATES: 'FR=20;DE=19' };
    const buyer = await newCustomer('vat-croatia');
    const background = await catalogBackground(399);
    const refused = await callWith(partial, `/api/backgrounds/${background.id}/purchase`, buyer.cookie, {
      country: 'HR',
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).error).toBe(NO_RATE_HR);
    const animation = await catalogAnimation(999);
    const refusedAnimation = await callWith(partial, `/api/animations/${animation.id}/purchase`, buyer.cookie, {
      country: 'hr',
    });
    expect(refusedAnimation.status).toBe(400);
    expect(((await refusedAnimation.json()) as Json).error).toBe(NO_RATE_HR);
    expect(await ordersOf(buyer.userId)).toEqual([]);

    // An owner of an animation (bought from France) asking for a variation shipped to Croatia's VAT.
    const owned = await buy(`/api/animations/${animation.id}`, buyer.cookie, { country: 'FR' }, partial);
    const gift = await db().query.userAnimations.findFirst({
      where: (t, { eq }) => eq(t.stripePaymentIntentId, owned.order.stripePaymentIntentId ?? ''),
    });
    const variation = await callWith(partial, `/api/user/animations/${gift?.id}/variations/purchase`, buyer.cookie, {
      variationName: 'Zagreb',
      country: 'HR',
    });
    expect(variation.status).toBe(400);
    expect(((await variation.json()) as Json).error).toBe(NO_RATE_HR);
    expect(await ordersOf(buyer.userId)).toHaveLength(1);

    // Configured to bill it at home: sold at the German rate, Croatia recorded.
    const home = await buy(
      `/api/backgrounds/${background.id}`,
      buyer.cookie,
      { country: 'HR' },
      {
        ...partial,
        VAT_UNKNOWN_COUNTRY: 'home',
      },
    );
    expect(home.order).toMatchObject({ billingCountry: 'HR' });
    expect(home.invoice).toMatchObject({ totalCents: 399, vatCents: 64, vatCountry: 'HR' });
  });
  it("asks a character's buyer for their country, records it, and invoices its VAT; none is refused", async () => {
    // A guest's character order: no address to ship to, so the country is asked at the payment.
    const created = await call('/api/orders/character', {
      json: { customerName: 'Camille Martin', customerEmail: 'camille@example.com', characterName: 'Lune' },
    });
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const cookie = created.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const setUp = (json: Json, settings: Settings = {}) =>
      callWith(settings, `/api/orders/${orderId}/character-payment-intent`, cookie, json);
    const none = await setUp({});
    expect(none.status).toBe(400);
    expect(((await none.json()) as Json).error).toBe(NO_COUNTRY);
    const croatia = await setUp({ country: 'HR' }, { VAT_RATES: 'FR=20;DE=19' });
    expect(croatia.status).toBe(400);
    expect(((await croatia.json()) as Json).error).toBe(NO_RATE_HR);
    const unpaid = await db().query.orders.findFirst({ where: (t, { eq }) => eq(t.id, orderId) });
    expect(unpaid).toMatchObject({ stripePaymentIntentId: null, billingCountry: null });

    // France, below the threshold: German VAT, 79.00 * 19 / 119 = 12.613 -> $12.61; France recorded on both.
    const france = await setUp({ country: 'fr' });
    expect(france.status, await france.clone().text()).toBe(200);
    const intent = await payWith(((await france.json()) as { clientSecret: string }).clientSecret);
    for (const event of await eventsFor(intent.id, 'payment_intent.succeeded')) {
      expect((await deliver(event)).status).toBe(200);
    }
    const paid = await db().query.orders.findFirst({ where: (t, { eq }) => eq(t.id, orderId) });
    expect(paid).toMatchObject({ paymentStatus: 'paid', billingCountry: 'FR' });
    const invoice = await db().query.invoices.findFirst({ where: (t, { eq }) => eq(t.orderId, orderId) });
    expect(invoice).toMatchObject({ totalCents: 7900, vatCents: 1261, vatCountry: 'FR' });
    expect(invoice?.content.buyer.address).toContain('France');
  });
});
