import { env } from 'cloudflare:workers';
import { RETURN_MESSAGES } from '@dtm/shared/returns';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { adminCall, auditRows, insertOrder, mailsTo } from './admin-helpers';
import { call } from './helpers';

const DAY_MS = 86_400_000;
type Body = { error: string; fields?: Record<string, string[]> };

const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM returns').first<{ n: number }>())?.n;

async function paidOrder(email: string, delivered?: { daysAgo: number }) {
  const id = await insertOrder({
    customerEmail: email,
    paymentStatus: 'paid',
    fulfillmentStatus: delivered ? 'delivered' : 'shipped',
  });
  if (delivered) {
    await env.DB.prepare('UPDATE orders SET delivered_at = ? WHERE id = ?')
      .bind(Date.now() - delivered.daysAgo * DAY_MS, id)
      .run();
  }
  return id;
}

function requestReturn(email: string, orderNumber: string) {
  return call('/api/returns', {
    json: { customerName: 'Ben Okafor', customerEmail: email, orderNumber, reason: 'Too small' },
  });
}

async function returnRow(id: string) {
  return env.DB.prepare('SELECT order_id, order_number, return_label_sent, label_token FROM returns WHERE id = ?')
    .bind(id)
    .first<{ order_id: string; order_number: string; return_label_sent: number; label_token: string | null }>();
}

describe('return form: the order must be a paid order of the sender', () => {
  it('stores a return for a paid order with the right e-mail, linked to the order and on its timeline', async () => {
    const orderId = await paidOrder('ben@example.com');
    const res = await requestReturn('Ben@Example.com', `#${orderId.slice(0, 8).toUpperCase()}`);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; orderId: string; labelToken?: string };
    expect(body).toMatchObject({ orderId, orderNumber: orderId.slice(0, 8), status: 'pending' });
    expect(body).not.toHaveProperty('labelToken');
    expect(await returnRow(body.id)).toMatchObject({ order_id: orderId, return_label_sent: 0, label_token: null });
    const timeline = await auditRows('order', orderId);
    expect(timeline.at(-1)).toMatchObject({ action: 'return.requested' });
    expect(JSON.parse(timeline.at(-1)?.after ?? '')).toEqual({ returnId: body.id, reason: 'Too small' });
  });

  it('takes the full order id as well', async () => {
    const orderId = await paidOrder('full@example.com');
    expect((await requestReturn('full@example.com', orderId)).status).toBe(201);
  });

  it.each([
    ['another e-mail', async () => [(await paidOrder('owner@example.com')).slice(0, 8), 'other@example.com']],
    ['an unknown number', async () => ['0badc0de', 'owner@example.com']],
    [
      'an unpaid order',
      async () => [(await insertOrder({ customerEmail: 'unpaid@example.com' })).slice(0, 8), 'unpaid@example.com'],
    ],
  ])('refuses %s with the same words and stores nothing', async (_case, make) => {
    const [number, email] = await make();
    const before = await count();
    const res = await requestReturn(email as string, number as string);
    expect(res.status).toBe(404);
    const body = (await res.json()) as Body;
    expect(body.error).toBe(RETURN_MESSAGES.orderNotFound);
    expect(body.fields?.orderNumber).toEqual([RETURN_MESSAGES.orderNotFound]);
    expect(await count()).toBe(before);
  });

  it('refuses an order delivered 61 days ago, naming the day the window closed', async () => {
    const orderId = await paidOrder('late@example.com', { daysAgo: 61 });
    const closed = new Date(Date.now() - DAY_MS).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const before = await count();
    const res = await requestReturn('late@example.com', orderId.slice(0, 8));
    expect(res.status).toBe(409);
    expect(((await res.json()) as Body).error).toBe(RETURN_MESSAGES.windowClosed(closed));
    expect(await count()).toBe(before);
  });

  it('accepts an order delivered 59 days ago', async () => {
    const orderId = await paidOrder('inside@example.com', { daysAgo: 59 });
    expect((await requestReturn('inside@example.com', orderId.slice(0, 8))).status).toBe(201);
  });

  it('dates the delivery when an admin marks the order delivered', async () => {
    const orderId = await paidOrder('dated@example.com');
    const res = await adminCall(`/api/admin/orders/${orderId}/fulfillment`, {
      method: 'PATCH',
      json: { fulfillmentStatus: 'delivered' },
    });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT delivered_at FROM orders WHERE id = ?')
      .bind(orderId)
      .first<{ delivered_at: number }>();
    expect(Date.now() - (row?.delivered_at ?? 0)).toBeLessThan(60_000);
  });
});

describe('approving a return makes its label once', () => {
  async function requested(email: string) {
    const orderId = await paidOrder(email);
    const res = await requestReturn(email, orderId.slice(0, 8));
    return { orderId, returnId: ((await res.json()) as { id: string }).id };
  }

  it('stores one PDF label, mails its link, marks it sent; a second approval adds nothing', async () => {
    const { orderId, returnId } = await requested('label@example.com');
    const approve = () =>
      adminCall(`/api/admin/returns/${returnId}`, { method: 'PATCH', json: { status: 'approved' } });
    const res = await approve();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'approved', returnLabelSent: true, hasLabel: true });

    const object = await env.FILES.get(`returns/${returnId}/label.pdf`);
    expect(object?.httpMetadata?.contentType).toBe('application/pdf');
    const bytes = new Uint8Array(await (object as R2ObjectBody).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const code = `RET-${returnId.slice(0, 8).toUpperCase()}`;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Return label ${code} for order #${orderId.slice(0, 8)}`);
    expect(pdf.getPageCount()).toBe(1);

    const row = await returnRow(returnId);
    expect(row?.return_label_sent).toBe(1);
    const mails = (await mailsTo('label@example.com')).filter((m) => m.subject.startsWith('Your return label'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your return label ${code} for order #${orderId.slice(0, 8)}`);
    expect(mails[0]?.text).toContain(`/api/returns/label/${row?.label_token}`);

    expect((await approve()).status).toBe(200);
    expect(
      (await adminCall(`/api/admin/returns/${returnId}`, { method: 'PATCH', json: { status: 'pending' } })).status,
    ).toBe(200);
    expect((await approve()).status).toBe(200);
    expect((await returnRow(returnId))?.label_token).toBe(row?.label_token);
    expect((await mailsTo('label@example.com')).filter((m) => m.subject.startsWith('Your return label'))).toHaveLength(
      1,
    );
    const listed = await env.FILES.list({ prefix: `returns/${returnId}/` });
    expect(listed.objects.map((o) => o.key)).toEqual([`returns/${returnId}/label.pdf`]);
    const labelEvents = (await auditRows('return', returnId)).filter((e) => e.action === 'return.label_sent');
    expect(labelEvents).toHaveLength(1);
  });

  it('serves the label to the link as a PDF attachment; a wrong token is 404', async () => {
    const { returnId } = await requested('link@example.com');
    await adminCall(`/api/admin/returns/${returnId}`, { method: 'PATCH', json: { status: 'approved' } });
    const token = (await returnRow(returnId))?.label_token;
    const res = await call(`/api/returns/label/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="return-label-RET-${returnId.slice(0, 8).toUpperCase()}.pdf"`,
    );
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const wrong = await call(`/api/returns/label/${'x'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as Body).error).toBe(RETURN_MESSAGES.labelNotFound);
    expect((await call('/api/returns/label/short')).status).toBe(404);
  });

  it('lets the admin download the label of an approved return; none before approval or for an unknown return', async () => {
    const { orderId, returnId } = await requested('admin-label@example.com');
    const before = await adminCall(`/api/admin/returns/${returnId}/label`);
    expect(before.status).toBe(404);
    expect(((await before.json()) as Body).error).toBe(RETURN_MESSAGES.labelNotFound);
    const listed = (await (await adminCall('/api/admin/returns')).json()) as { id: string; orderId: string | null }[];
    expect(listed.find((row) => row.id === returnId)).toMatchObject({ orderId, hasLabel: false });

    await adminCall(`/api/admin/returns/${returnId}`, { method: 'PATCH', json: { status: 'approved' } });
    const res = await adminCall(`/api/admin/returns/${returnId}/label`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="return-label-RET-${returnId.slice(0, 8).toUpperCase()}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const stored = await env.FILES.get(`returns/${returnId}/label.pdf`);
    expect(bytes.byteLength).toBe(stored?.size);
    expect((await adminCall(`/api/admin/returns/${crypto.randomUUID()}/label`)).status).toBe(404);
    expect((await adminCall('/api/admin/returns/not-an-id/label')).status).toBe(404);
  });

  it('makes no label for a request stored before returns were linked to orders', async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO returns (id, customer_name, customer_email, order_number, status, return_label_sent, created_at, updated_at) VALUES (?, 'Rae', 'rae-old@example.com', 'ABCD1234', 'pending', 0, 1, 1)",
    )
      .bind(id)
      .run();
    const res = await adminCall(`/api/admin/returns/${id}`, { method: 'PATCH', json: { status: 'approved' } });
    expect(await res.json()).toMatchObject({ status: 'approved', returnLabelSent: false, hasLabel: false });
    expect(await env.FILES.head(`returns/${id}/label.pdf`)).toBeNull();
  });
});
