import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { RETURN_POSTAGE_TEXT } from '@dtm/shared/constants';
import { returnCode } from '@dtm/shared/returns';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { DEV_RETURNS, returnSettings } from '../src/returns/settings';
import { adminCall, adminSession, insertOrder, mailsTo } from './admin-helpers';
import { call, ORIGIN } from './helpers';
import { createFrame } from './order-fixtures';
import { contentStreams, hexText } from './pdf-text';
import { deliver, eventsFor, payWith } from './stripe-helpers';

type Drawn = { text: string; size: number; x: number; y: number };

/**
 * Every text drawn on the label, with its font size and position: each deflated content stream
 * inflated, its `/F size Tf`, `1 0 0 1 x y Tm` and `<hex> Tj` read in order (WinAnsi is Latin-1 here).
 */
async function drawnText(bytes: Uint8Array): Promise<Drawn[]> {
  const drawn: Drawn[] = [];
  for await (const stream of contentStreams(bytes)) {
    for (const [, size, x, y, hex] of stream.matchAll(
      /\/\S+ ([\d.]+) Tf[\s\S]*?1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm\s*<([0-9A-F]*)> Tj/g,
    )) {
      drawn.push({ text: hexText(hex), size: Number(size), x: Number(x), y: Number(y) });
    }
  }
  return drawn;
}

const ADDRESS = {
  name: 'Ben Okafor',
  line1: 'Rue de la Paix 12',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
};

/** The development return address ([vars] RETURN_ADDRESS is empty in wrangler.toml: its default fills it). */
const RETURN_ADDRESS = returnSettings({}).address;

/** PATCH .../returns/:id as the admin, on a Worker deployed with `settings` in its [vars]. */
async function approveWith(settings: Record<string, string>, returnId: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/admin/returns/${returnId}`, {
      method: 'PATCH',
      headers: { origin: ORIGIN, cookie: await adminSession(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    }),
    { ...env, ...settings } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function requestedReturn(email: string) {
  const orderId = await insertOrder({ customerEmail: email, paymentStatus: 'paid', fulfillmentStatus: 'delivered' });
  await env.DB.prepare('UPDATE orders SET shipping_address = ?, delivered_at = ? WHERE id = ?')
    .bind(JSON.stringify(ADDRESS), Date.now(), orderId)
    .run();
  const res = await call('/api/returns', {
    json: { customerName: 'Ben Okafor', customerEmail: email, orderNumber: orderId.slice(0, 8), reason: 'Too small' },
  });
  expect(res.status).toBe(201);
  return { orderId, returnId: ((await res.json()) as { id: string }).id };
}

async function approvedReturn(email: string) {
  const { orderId, returnId } = await requestedReturn(email);
  const approved = await adminCall(`/api/admin/returns/${returnId}`, { method: 'PATCH', json: { status: 'approved' } });
  expect(approved.status).toBe(200);
  return { orderId, returnId };
}

describe('the return label', () => {
  it("carries the customer's address, the shop's return address, who pays the postage and the code, its caption above it", async () => {
    const { orderId, returnId } = await approvedReturn(`label-text-${crypto.randomUUID().slice(0, 6)}@example.com`);
    const object = await env.FILES.get(`returns/${returnId}/label.pdf`);
    const drawn = await drawnText(new Uint8Array(await (object as R2ObjectBody).arrayBuffer()));
    const texts = drawn.map((d) => d.text);

    // The sender: the customer and the address the frame went to.
    expect(texts).toEqual(
      expect.arrayContaining(['FROM (SENDER)', 'Ben Okafor', 'Rue de la Paix 12', '75002 Paris', 'France']),
    );
    // The shop's return address, after "TO".
    expect(texts.slice(texts.indexOf('TO') + 1, texts.indexOf('TO') + 1 + RETURN_ADDRESS.length)).toEqual([
      ...RETURN_ADDRESS,
    ]);
    // Who pays the postage (configuration), written out.
    expect(texts.join(' ')).toContain('Postage is paid by Drawings-to-Magic: you pay nothing.');
    expect(RETURN_POSTAGE_TEXT.shop).toContain('you pay nothing');
    expect(texts).toContain(`Order #${orderId.slice(0, 8)}`);

    // The code: big, and its caption wholly above it (the caption's lowest point over the code's capitals).
    const code = drawn.find((d) => d.text === returnCode(returnId));
    const caption = drawn.find((d) => d.text === 'RETURN CODE');
    expect(code?.size).toBeGreaterThanOrEqual(24);
    expect(caption && code && caption.y - 0.25 * caption.size).toBeGreaterThan(
      (code?.y ?? 0) + 0.75 * (code?.size ?? 0),
    );
    // Nothing else is printed over the code's line.
    const overlapping = drawn.filter(
      (d) => d !== code && code && Math.abs(d.y - code.y) < Math.max(d.size, code.size) * 0.8,
    );
    expect(overlapping).toEqual([]);
    // Everything is on the A6 page, above its bottom margin.
    expect(Math.min(...drawn.map((d) => d.y))).toBeGreaterThan(8);
  });

  it('says who pays the postage in the mail too, with the order number written as everywhere', async () => {
    const email = `label-mail-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const { orderId, returnId } = await approvedReturn(email);
    const [mail] = (await mailsTo(email)).filter((m) => m.subject.startsWith('Your return label'));
    expect(mail?.subject).toBe(`Your return label ${returnCode(returnId)} for order #${orderId.slice(0, 8)}`);
    expect(mail?.text).toContain(RETURN_POSTAGE_TEXT.shop);
    expect(mail?.text).toContain(`send it to: ${RETURN_ADDRESS.join(', ')}.`);
  });

  it('prints the return address and who pays the postage as deployed ([vars] RETURN_ADDRESS and RETURN_POSTAGE)', async () => {
    expect(RETURN_ADDRESS).toEqual(DEV_RETURNS.RETURN_ADDRESS.split('; '));
    const email = `label-settings-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const { returnId } = await requestedReturn(email);
    const deployed = {
      RETURN_POSTAGE: 'customer',
      RETURN_ADDRESS: 'Magic Frames Returns; Lagerweg 7; 28195 Bremen; Germany',
    };
    expect((await approveWith(deployed, returnId)).status).toBe(200);
    const object = await env.FILES.get(`returns/${returnId}/label.pdf`);
    const texts = (await drawnText(new Uint8Array(await (object as R2ObjectBody).arrayBuffer()))).map((d) => d.text);
    expect(texts.slice(texts.indexOf('TO') + 1, texts.indexOf('TO') + 5)).toEqual([
      'Magic Frames Returns',
      'Lagerweg 7',
      '28195 Bremen',
      'Germany',
    ]);
    expect(texts.join(' ')).toContain('Postage is paid by the sender.');
    expect(texts.join(' ')).not.toContain('you pay nothing');
    const [mail] = (await mailsTo(email)).filter((m) => m.subject.startsWith('Your return label'));
    expect(mail?.text).toContain(RETURN_POSTAGE_TEXT.customer);
    expect(mail?.text).toContain('Magic Frames Returns, Lagerweg 7, 28195 Bremen, Germany');
    expect(mail?.text).not.toContain(RETURN_POSTAGE_TEXT.shop);
  });

  it('puts approval, the label, completion and the refund on the order timeline', async () => {
    // A frame paid through Stripe (the emulator) and delivered, so its refund is a real one.
    const email = `label-timeline-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const { orderId, cookie } = await createFrame({ customerName: 'Ben Okafor', customerEmail: email });
    const setup = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
    const intent = await payWith(((await setup.json()) as { clientSecret: string }).clientSecret);
    for (const event of await eventsFor(intent.id, 'payment_intent.succeeded')) await deliver(event);
    await env.DB.prepare("UPDATE orders SET fulfillment_status = 'delivered', delivered_at = ? WHERE id = ?")
      .bind(Date.now(), orderId)
      .run();
    const requested = await call('/api/returns', {
      json: { customerName: 'Ben Okafor', customerEmail: email, orderNumber: orderId.slice(0, 8), reason: 'Too small' },
    });
    expect(requested.status).toBe(201);
    const returnId = ((await requested.json()) as { id: string }).id;
    const patch = (status: string) =>
      adminCall(`/api/admin/returns/${returnId}`, { method: 'PATCH', json: { status } });
    expect((await patch('approved')).status).toBe(200);
    expect((await patch('completed')).status).toBe(200);
    const refund = await adminCall(`/api/admin/orders/${orderId}/refunds`, {
      json: { reason: 'Returned', idempotencyKey: `return-refund-${orderId}` },
    });
    expect(refund.status, await refund.clone().text()).toBe(201);
    const details = (await (await adminCall(`/api/admin/orders/${orderId}`)).json()) as {
      events: { action: string; after: Record<string, unknown> | null }[];
    };
    const story = details.events.map((e) => [e.action, e.after?.status ?? e.after?.amount ?? null]);
    expect(story).toEqual(
      expect.arrayContaining([
        ['return.requested', null],
        ['return.updated', 'approved'],
        ['return.label_sent', null],
        ['return.updated', 'completed'],
        ['order.refunded', '129.00'],
      ]),
    );
    // In that order: the refund comes after the return was completed.
    const at = (action: string, value: string | null) =>
      story.findIndex(([a, v]) => a === action && (value === null || v === value));
    expect(at('order.refunded', '129.00')).toBeGreaterThan(at('return.updated', 'completed'));
    expect(at('return.updated', 'completed')).toBeGreaterThan(at('return.label_sent', null));
  });

  it('offers "Refund order" only while something is left to refund on the order', async () => {
    const { orderId, returnId } = await approvedReturn(`label-refund-${crypto.randomUUID().slice(0, 6)}@example.com`);
    const completed = await adminCall(`/api/admin/returns/${returnId}`, {
      method: 'PATCH',
      json: { status: 'completed' },
    });
    expect(await completed.json()).toMatchObject({ status: 'completed', orderLeftToRefund: '129.00' });
    // Refunded in full (as charge.refunded records it): nothing is left.
    await env.DB.prepare("UPDATE orders SET refunded_cents = amount_cents, payment_status = 'refunded' WHERE id = ?")
      .bind(orderId)
      .run();
    const list = (await (await adminCall('/api/admin/returns')).json()) as { id: string; orderLeftToRefund: string }[];
    expect(list.find((r) => r.id === returnId)?.orderLeftToRefund).toBe('0.00');
  });
});
