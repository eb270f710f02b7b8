/**
 * 3. Checkout load: concurrent guests buy a frame with a fresh limited voucher (every 4th
 * double-clicks Pay and Complete), pay in the Stripe emulator and complete; then D1 (through the
 * admin API) and the emulator's intents are compared with what was answered.
 */
import { ADDRESS } from '../../../worker/test/access-table';
import { BUDGET_MS, CLIENTS, RUN, VOUCHER_LIMIT } from './config';
import { cents, field, Jar, list, send, short } from './http';
import { payInEmulator, retrieveIntent } from './session';

type ClientResult = {
  orderId: string;
  created: boolean;
  voucherAtCreate: boolean;
  voucherAtPayment: boolean;
  intentId: string;
  paidAtEmulator: boolean;
  completed: string;
  steps: string[];
  /** A double click on Pay answered once 409 and once 200: the request and both answers. */
  raceEvidence?: string;
};

async function checkoutClient(i: number, code: string, tag: string): Promise<ClientResult> {
  const jar = new Jar();
  const result: ClientResult = {
    orderId: '',
    created: false,
    voucherAtCreate: false,
    voucherAtPayment: false,
    intentId: '',
    paidAtEmulator: false,
    completed: '',
    steps: [],
  };
  const clumsy = i % 4 === 0;
  const order = {
    customerName: `Probe ${tag} Client ${i}`,
    customerEmail: `probe-${tag}-${i}@example.com`,
    frameSize: i % 2 ? '5' : '7',
  };
  let created = await send('checkout', '/api/orders/frame', { jar, json: { ...order, voucherCode: code } });
  result.steps.push(`create ${created.status}`);
  result.voucherAtCreate = created.status === 201;
  if (created.status !== 201) {
    // The voucher was refused at once: the customer goes on without it.
    created = await send('checkout', '/api/orders/frame', { jar, json: order });
    result.steps.push(`create without voucher ${created.status}`);
  }
  result.orderId = field(created.json, 'orderId');
  result.created = created.status === 201 && result.orderId !== '';
  if (!result.created) return result;

  const setupPath = `/api/orders/${result.orderId}/payment-intent`;
  const setupOnce = (withoutVoucher = false) =>
    send('checkout', setupPath, {
      jar,
      json: { shippingAddress: ADDRESS, ...(withoutVoucher ? { withoutVoucher } : {}) },
    });
  // A clumsy customer double-clicks "Pay".
  let setups = clumsy ? await Promise.all([setupOnce(), setupOnce()]) : [await setupOnce()];
  result.steps.push(`payment-intent ${setups.map((s) => s.status).join('+')}`);
  let setup = setups.find((s) => s.status === 200);
  const refused = setups.find((s) => s.status === 409);
  if (setup && refused) {
    result.raceEvidence = `2 x POST ${setupPath} ${JSON.stringify({ shippingAddress: ADDRESS })} at once (guest cookie of the order, voucher ${code}) -> ${refused.status} ${short(refused.text, 200)} | ${setup.status} ${short(setup.text.replace(/"clientSecret":"[^"]*"/, '"clientSecret":"…"'), 200)}`;
  }
  result.voucherAtPayment = result.voucherAtCreate && Boolean(setup);
  if (!setup && setups.some((s) => s.status === 409)) {
    setups = [await setupOnce(true)];
    result.steps.push(`payment-intent without voucher ${setups[0]?.status}`);
    setup = setups.find((s) => s.status === 200);
    result.voucherAtPayment = false;
  }
  if (!setup) return result;
  const secrets = new Set(setups.map((s) => field(s.json, 'clientSecret')).filter(Boolean));
  if (secrets.size > 1) result.steps.push(`double click gave ${secrets.size} different intents`);
  const clientSecret = field(setup.json, 'clientSecret');
  if (!clientSecret) {
    result.steps.push('free order');
    return result;
  }
  result.intentId = clientSecret.split('_secret_')[0] ?? '';
  const intent = await payInEmulator(clientSecret);
  result.paidAtEmulator = intent?.status === 'succeeded';
  result.steps.push(`emulator ${intent?.status ?? 'error'}`);

  const complete = () =>
    send('checkout', `/api/orders/${result.orderId}/complete-payment-guest`, {
      method: 'PATCH',
      jar,
      json: { paymentIntentId: result.intentId },
    });
  const completions = clumsy ? await Promise.all([complete(), complete()]) : [await complete()];
  result.steps.push(`complete ${completions.map((c) => c.status).join('+')}`);
  result.completed = completions.map((c) => field(c.json, 'paymentStatus') || String(c.status)).join('+');
  return result;
}

type AdminOrder = {
  id: string;
  amount: string;
  discountAmount: string;
  voucherCode: string | null;
  stripePaymentIntentId: string | null;
  paymentStatus: string;
};

type Intent = Awaited<ReturnType<typeof retrieveIntent>>;

export type CheckoutLoad = Awaited<ReturnType<typeof checkout>>;

export async function checkout(admin: Jar) {
  const deadline = Date.now() + BUDGET_MS.checkout;
  const code = `PROBE-${RUN}`.toUpperCase();
  const made = await send('checkout', '/api/admin/vouchers', {
    jar: admin,
    json: { code, discountType: 'percentage', discountValue: '20', usageLimit: VOUCHER_LIMIT },
  });
  if (made.status !== 201) throw new Error(`voucher not created: ${made.status} ${made.text}`);

  const started = Date.now();
  const results = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => checkoutClient(i + 1, code, RUN)));
  const checkoutMs = Date.now() - started;

  const createdIds = new Set(results.filter((r) => r.created).map((r) => r.orderId));
  const byId = await settledRows(admin, deadline);
  const reallyLost = await lostRows(admin, createdIds, byId);

  const intents = new Map<string, Intent>();
  for (const r of results) if (r.intentId) intents.set(r.intentId, await retrieveIntent(r.intentId));
  const succeeded = [...intents.values()].filter((pi) => pi?.status === 'succeeded');
  const orders = [...byId.values()].filter((o) => createdIds.has(o.id));
  const paid = orders.filter((o) => o.paymentStatus === 'paid');
  const { amountMismatches, statusMismatches } = compareWithIntents(orders, intents);
  // Intents the customers paid that their order does not point at (money taken, order elsewhere).
  const orphanIntents = succeeded.filter((pi) => pi && !orders.some((o) => o.stripePaymentIntentId === pi.id));

  const vouchers = list((await send('checkout', '/api/admin/vouchers', { jar: admin })).json);
  const voucher = vouchers.find((v) => v.code === code) as
    | { usedCount: number; reservedCount?: number; usageLimit: number | null }
    | undefined;
  const paidDiscounted = paid.filter((o) => o.voucherCode === code && cents(o.discountAmount) > 0).length;
  return {
    code,
    results,
    checkoutMs,
    created: createdIds.size,
    rows: orders.length,
    lost: reallyLost,
    paid: paid.length,
    succeeded: succeeded.length,
    paidAtEmulator: results.filter((r) => r.paidAtEmulator).length,
    amountMismatches,
    statusMismatches,
    orphanIntents: orphanIntents.map((pi) => pi?.id ?? ''),
    voucher,
    paidDiscounted,
  };
}

/** Wait for the webhooks to land: read until two reads in a row agree (or the budget ends). */
async function settledRows(admin: Jar, deadline: number): Promise<Map<string, AdminOrder>> {
  let rows: AdminOrder[] = [];
  let previous = '';
  for (let attempt = 0; attempt < 20 && Date.now() < deadline; attempt++) {
    const page = await send('checkout', `/api/admin/orders?search=${encodeURIComponent(`probe-${RUN}`)}&pageSize=100`, {
      jar: admin,
    });
    rows = list((page.json as { orders?: unknown })?.orders) as unknown as AdminOrder[];
    const now = JSON.stringify(rows.map((r) => [r.id, r.paymentStatus]).sort());
    if (now === previous) break;
    previous = now;
    await new Promise((r) => setTimeout(r, 1500));
  }
  return new Map(rows.map((r) => [r.id, r]));
}

/** Created orders without a row; found ones are added to `byId`. */
async function lostRows(admin: Jar, createdIds: Set<string>, byId: Map<string, AdminOrder>): Promise<string[]> {
  const lost = [...createdIds].filter((id) => !byId.has(id));
  // A row missing from the search may still exist: ask for it by id.
  const reallyLost: string[] = [];
  for (const id of lost) {
    const one = await send('checkout', `/api/admin/orders/${id}`, { jar: admin });
    if (one.status !== 200) reallyLost.push(id);
    else byId.set(id, (one.json as { order: AdminOrder }).order);
  }
  return reallyLost;
}

/** Orders whose paid status or amount disagrees with their intent at the emulator. */
function compareWithIntents(orders: AdminOrder[], intents: Map<string, Intent>) {
  const amountMismatches: string[] = [];
  const statusMismatches: string[] = [];
  for (const o of orders) {
    const pi = o.stripePaymentIntentId ? intents.get(o.stripePaymentIntentId) : undefined;
    const piPaid = pi?.status === 'succeeded';
    if ((o.paymentStatus === 'paid') !== piPaid && o.stripePaymentIntentId) {
      statusMismatches.push(`order ${o.id}: ${o.paymentStatus}, intent ${o.stripePaymentIntentId} ${pi?.status}`);
    }
    if (o.paymentStatus === 'paid' && pi && cents(o.amount) !== pi.amount_received) {
      amountMismatches.push(`order ${o.id}: amount ${o.amount}, intent ${pi.id} amount_received ${pi.amount_received}`);
    }
  }
  return { amountMismatches, statusMismatches };
}
