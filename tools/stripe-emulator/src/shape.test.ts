/**
 * Every key of Stripe's sample object (fixtures3.json) must be in the emulator's object with the same
 * JSON type. Null is accepted where the sample is null, and where Stripe's own SDK types declare the
 * field nullable (checked by the compiler through `nullable<T>()`), e.g. `canceled_at` before a cancel.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixtures } from './fixtures.ts';
import { loadFixtures } from './fixtures.ts';
import type { Json } from './json.ts';
import { isJsonObject } from './json.ts';
import type { RunningEmulator } from './server.ts';
import { startEmulator } from './server.ts';
import { rejection, sdkFor, startTestEmulator } from './test-support.ts';

type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T] & string;
/** Field names the compiler has checked to be `| null` in the SDK's type `T`. */
const nullable =
  <T>() =>
  <const K extends NullableKeys<T>>(...keys: K[]): readonly string[] =>
    keys;

const NULLABLE: Record<string, readonly string[]> = {
  payment_intent: nullable<Stripe.PaymentIntent>()(
    'automatic_payment_methods',
    'canceled_at',
    'last_payment_error',
    'next_action',
    'payment_method_configuration_details',
    'processing',
    'shipping',
    'transfer_data',
  ),
  charge: nullable<Stripe.Charge>()('balance_transaction', 'description', 'shipping', 'source', 'transfer_data'),
  'charge.billing_details': nullable<Stripe.Charge.BillingDetails>()('name'),
  'charge.payment_method_details.card': nullable<Stripe.Charge.PaymentMethodDetails.Card>()(
    'installments',
    'three_d_secure',
    'wallet',
  ),
  'payment_method.billing_details': nullable<Stripe.PaymentMethod.BillingDetails>()('email', 'phone'),
  'payment_method.billing_details.address': nullable<Stripe.Address>()(
    'city',
    'country',
    'line1',
    'postal_code',
    'state',
  ),
  'payment_method.card': nullable<Stripe.PaymentMethod.Card>()('generated_from', 'wallet'),
};

/** Free-form maps and polymorphic values, whose keys are not the resource's. */
const OPAQUE = new Set([
  'payment_intent.metadata',
  'charge.metadata',
  'refund.metadata',
  'payment_method.metadata',
  'event.data.object',
]);

function kind(value: Json | undefined): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Every difference between the sample and the emulator's object, as `path: expected vs actual`. */
function shapeProblems(sample: Json, actual: Json | undefined, path: string): string[] {
  if (OPAQUE.has(path) || sample === null) return actual === undefined ? [`${path}: missing`] : [];
  if (actual === null) {
    const dot = path.lastIndexOf('.');
    const allowed = NULLABLE[path.slice(0, dot)]?.includes(path.slice(dot + 1)) ?? false;
    return allowed ? [] : [`${path}: ${kind(sample)} vs null`];
  }
  if (kind(sample) !== kind(actual)) return [`${path}: ${kind(sample)} vs ${kind(actual)}`];
  if (Array.isArray(sample) && Array.isArray(actual)) {
    const [first] = sample;
    return first === undefined || actual[0] === undefined ? [] : shapeProblems(first, actual[0], `${path}[0]`);
  }
  if (isJsonObject(sample) && isJsonObject(actual)) {
    return Object.entries(sample).flatMap(([key, value]) => shapeProblems(value, actual[key], `${path}.${key}`));
  }
  return [];
}

const REFERENCE = fileURLToPath(new URL('../../../../shared/reference/stripe-fixtures3.json', import.meta.url));

let emulator: RunningEmulator;
let stripe: Stripe;
let fixtures: Fixtures;

beforeAll(async () => {
  ({ emulator, stripe } = await startTestEmulator());
  fixtures = loadFixtures();
});
afterAll(() => emulator.close());

/** The object as it came over the wire (no SDK additions such as `lastResponse`). */
function wire(object: object): Json {
  return JSON.parse(JSON.stringify(object)) as Json;
}

describe('object shapes follow Stripe’s fixtures', () => {
  it('keeps the payment_intent shape in every status', async () => {
    const created = await stripe.paymentIntents.create({ amount: 9900, currency: 'usd', metadata: { order_id: 'o1' } });
    const typed = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      allowed_payment_method_types: ['card'],
    });
    const paid = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const action = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    const declined = await rejection(
      stripe.paymentIntents.create({
        amount: 9900,
        currency: 'usd',
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
      }),
    );
    const canceled = await stripe.paymentIntents.cancel(typed.id);
    const states = [created, paid, action, canceled, (declined as Stripe.errors.StripeCardError).payment_intent ?? {}];
    expect(states.map((pi) => (pi as Stripe.PaymentIntent).status)).toEqual([
      'requires_payment_method',
      'succeeded',
      'requires_action',
      'canceled',
      'requires_payment_method',
    ]);
    for (const pi of states) expect(shapeProblems(fixtures.payment_intent, wire(pi), 'payment_intent')).toEqual([]);
  });

  it('keeps the charge, refund and payment_method shapes', async () => {
    const paid = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const refund = await stripe.refunds.create({ payment_intent: paid.id, amount: 1000 });
    const charge = await stripe.charges.retrieve(String(paid.latest_charge));
    const declined = (await rejection(
      stripe.paymentIntents.create({
        amount: 9900,
        currency: 'usd',
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
      }),
    )) as Stripe.errors.StripeCardError;
    const failed = await stripe.charges.retrieve(String(declined.charge));
    const pm = await stripe.paymentMethods.retrieve(String(paid.payment_method));
    expect(charge.refunds?.data).toHaveLength(1);
    for (const object of [charge, failed]) expect(shapeProblems(fixtures.charge, wire(object), 'charge')).toEqual([]);
    expect(shapeProblems(fixtures.refund, wire(refund), 'refund')).toEqual([]);
    expect(shapeProblems(fixtures.payment_method, wire(pm), 'payment_method')).toEqual([]);
  });

  it('keeps the event shape, with each data.object shaped like its own resource', async () => {
    const events = await stripe.events.list({ limit: 100 });
    expect(new Set(events.data.map((event) => event.type))).toEqual(
      new Set([
        'payment_intent.created',
        'payment_intent.succeeded',
        'payment_intent.payment_failed',
        'payment_intent.requires_action',
        'payment_intent.canceled',
        'charge.succeeded',
        'charge.failed',
        'charge.refunded',
        'refund.created',
      ]),
    );
    for (const event of events.data) {
      expect(shapeProblems(fixtures.event, wire(event), 'event')).toEqual([]);
      const resource = event.type.split('.')[0] as 'charge' | 'payment_intent' | 'refund';
      expect(shapeProblems(fixtures[resource], wire(event.data.object), resource)).toEqual([]);
    }
  });

  it('catches a missing key or a changed type', () => {
    const sample = fixtures.payment_intent;
    const broken: Record<string, Json | undefined> = {
      ...sample,
      amount: '1099',
      canceled_at: null,
      latest_charge: 'ch_1',
    };
    delete broken.client_secret;
    expect(shapeProblems(sample, wire(broken), 'payment_intent')).toEqual([
      'payment_intent.amount: number vs string',
      'payment_intent.client_secret: string vs missing',
    ]);
    expect(shapeProblems(fixtures.charge, wire({ ...fixtures.charge, outcome: null }), 'charge')).toEqual([
      'charge.outcome: object vs null',
    ]);
  });
});

describe('fixtures', () => {
  it.skipIf(!existsSync(REFERENCE))('commits the same samples as the shared reference', () => {
    const reference = loadFixtures(REFERENCE);
    expect(loadFixtures()).toEqual(reference);
  });

  it.skipIf(!existsSync(REFERENCE))('can load the full reference file instead of the trimmed copy', async () => {
    const full = await startEmulator({ port: 0, fixturesPath: REFERENCE });
    try {
      const pi = await sdkFor(full).paymentIntents.create({ amount: 100, currency: 'usd' });
      expect(pi.object).toBe('payment_intent');
    } finally {
      await full.close();
    }
  });

  it('reports a fixtures file without the needed samples', () => {
    expect(() => loadFixtures(fileURLToPath(new URL('../package.json', import.meta.url)))).toThrow();
  });
});
