import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCall, auditRows, insertOrder, mailsTo, userId } from './admin-helpers';
import { call, signIn } from './helpers';

type Fields = { error: string; fields?: Record<string, string[]> };
type Voucher = {
  id: string;
  code: string;
  active: boolean;
  usedCount: number;
  usageLimit: number | null;
  discountValue: string;
};
const tag = () => crypto.randomUUID().slice(0, 6).toUpperCase();

async function createVoucher(body: Record<string, unknown>) {
  return adminCall('/api/admin/vouchers', { json: { discountType: 'percentage', discountValue: '10', ...body } });
}

describe('admin vouchers', () => {
  it('creates a voucher that checkout accepts, and a deactivated one that checkout refuses', async () => {
    const code = `SPRING${tag()}`;
    const res = await createVoucher({
      code: code.toLowerCase(),
      discountType: 'fixed',
      discountValue: '5.50',
      usageLimit: '3',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      applicableProducts: ['7'],
    });
    expect(res.status).toBe(201);
    const voucher = (await res.json()) as Voucher;
    expect(voucher).toMatchObject({ code, active: true, usedCount: 0, usageLimit: 3, discountValue: '5.50' });

    const order = await call('/api/orders/frame', {
      json: {
        customerName: 'Vic Parent',
        customerEmail: 'vic@example.com',
        frameSize: '7',
        voucherCode: code.toLowerCase(),
      },
    });
    expect(order.status).toBe(201);
    const { orderId } = (await order.json()) as { orderId: string };
    const row = await env.DB.prepare('SELECT amount_cents, discount_cents FROM orders WHERE id = ?')
      .bind(orderId)
      .first();
    expect(row).toEqual({ amount_cents: 12_900 - 550, discount_cents: 550 });

    const off = await adminCall(`/api/admin/vouchers/${voucher.id}/toggle`, {
      method: 'PATCH',
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect(((await off.json()) as Voucher).active).toBe(false);
    const refused = await call('/api/orders/frame', {
      json: { customerName: 'Vic Parent', customerEmail: 'vic@example.com', frameSize: '7', voucherCode: code },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Fields).fields?.voucherCode).toEqual(['This voucher is not active any more.']);

    const events = await auditRows('voucher', voucher.id);
    expect(events.map((e) => e.action)).toEqual(['voucher.created', 'voucher.active']);
    expect(JSON.parse(events[1]?.before ?? '')).toEqual({ active: true });
    expect(JSON.parse(events[1]?.after ?? '')).toEqual({ active: false });
  });

  it('refuses a code that exists in another case, and changes nothing', async () => {
    const code = `DUP${tag()}`;
    expect((await createVoucher({ code })).status).toBe(201);
    const res = await createVoucher({ code: code.toLowerCase() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Fields).fields?.code).toEqual([
      'A voucher with this code already exists. Codes are not case-sensitive.',
    ]);
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM vouchers WHERE code = ?')
      .bind(code)
      .first<{ n: number }>()) ?? { n: 0 };
    expect(n).toBe(1);
  });

  it.each([
    ['discountValue', { discountValue: '101' }, 'Invalid input'],
    ['discountValue', { discountValue: '0' }, 'Invalid input'],
    ['usageLimit', { usageLimit: 0 }, 'Invalid input'],
    ['applicableProducts.0', { applicableProducts: ['9'] }, 'Invalid input'],
    ['expiresAt', { expiresAt: '2020-01-01T00:00:00.000Z' }, 'The expiration date must be in the future.'],
    ['code', { code: '' }, 'Required'],
  ])('refuses a bad %s', async (field, change, message) => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM vouchers').first<{ n: number }>();
    const res = await createVoucher({ code: `BAD${tag()}`, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Fields).fields?.[field]).toEqual([message]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM vouchers').first<{ n: number }>()).toEqual(before);
  });

  it('counts uses from voucher_usage and lists unlimited vouchers with no limit', async () => {
    const code = `USED${tag()}`;
    const voucher = (await (await createVoucher({ code })).json()) as Voucher;
    const orderId = await insertOrder({ paymentStatus: 'paid' });
    await env.DB.prepare('INSERT INTO voucher_usage (id, voucher_id, order_id, used_at) VALUES (?, ?, ?, ?)')
      .bind(crypto.randomUUID(), voucher.id, orderId, Date.now())
      .run();
    const list = (await (await adminCall('/api/admin/vouchers')).json()) as Voucher[];
    expect(list.find((v) => v.id === voucher.id)).toMatchObject({ usedCount: 1, usageLimit: null });
  });

  it('answers 404 when toggling a voucher that does not exist', async () => {
    const res = await adminCall('/api/admin/vouchers/nope/toggle', { method: 'PATCH', json: { active: true } });
    expect(res.status).toBe(404);
  });
});

async function insertSupport(status: string, createdAt: number, email = 'sam@example.com') {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO support_requests (id, customer_name, customer_email, subject, message, status, created_at, updated_at) VALUES (?, 'Sam Parent', ?, 'order', 'Where is my frame? It has been a while.', ?, ?, ?)",
  )
    .bind(id, email, status, createdAt, createdAt)
    .run();
  return id;
}

describe('admin support requests', () => {
  it('lists open, then in progress, then resolved, newest first within each', async () => {
    const resolved = await insertSupport('resolved', 5_000);
    const openOld = await insertSupport('open', 1_000);
    const progress = await insertSupport('in_progress', 9_000);
    const openNew = await insertSupport('open', 2_000);
    const list = (await (await adminCall('/api/admin/support-requests')).json()) as { id: string }[];
    const mine = list.map((r) => r.id).filter((id) => [resolved, openOld, progress, openNew].includes(id));
    expect(mine).toEqual([openNew, openOld, progress, resolved]);
  });

  it('finds requests by name, e-mail or subject, and filters by status', async () => {
    const who = tag().toLowerCase();
    const open = await insertSupport('open', 3_000, `finder-${who}@example.com`);
    const done = await insertSupport('resolved', 4_000, `finder-${who}@example.com`);
    await insertSupport('open', 5_000);
    const ids = async (query: string) =>
      ((await (await adminCall(`/api/admin/support-requests?${query}`)).json()) as { id: string }[]).map((r) => r.id);
    expect(await ids(`search=FINDER-${who.toUpperCase()}`)).toEqual([open, done]);
    expect(await ids(`search=finder-${who}&status=resolved`)).toEqual([done]);
    expect(await ids(`search=finder-${who}&status=in_progress`)).toEqual([]);
    // By the subject and by the name.
    expect((await ids('search=order&status=open')).includes(open)).toBe(true);
    expect((await ids('search=sam parent&status=open')).includes(open)).toBe(true);
  });

  it('refuses an unknown status filter, saying which ones there are', async () => {
    const res = await adminCall('/api/admin/support-requests?status=closed');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Fields).error).toBe('Choose a status: open, in progress or resolved.');
  });

  it('saves the status and the trimmed answer, and e-mails the answer to the customer', async () => {
    const email = `sam-${tag().toLowerCase()}@example.com`;
    const id = await insertSupport('open', Date.now(), email);
    const res = await adminCall(`/api/admin/support-requests/${id}`, {
      method: 'PATCH',
      json: { status: 'resolved', adminResponse: '  Your frame ships on Monday.  ' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'resolved', adminResponse: 'Your frame ships on Monday.' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Re: Order Question');
    expect(mail?.text).toContain('Your frame ships on Monday.');
    const [event] = await auditRows('support_request', id);
    expect(JSON.parse(event?.before ?? '')).toEqual({ status: 'open', adminResponse: null });
    expect(JSON.parse(event?.after ?? '')).toEqual({
      status: 'resolved',
      adminResponse: 'Your frame ships on Monday.',
    });
  });

  it('leaves out a blank answer: the saved one stays and no mail goes out', async () => {
    const email = `blank-${tag().toLowerCase()}@example.com`;
    const id = await insertSupport('open', Date.now(), email);
    await adminCall(`/api/admin/support-requests/${id}`, { method: 'PATCH', json: { adminResponse: 'First answer' } });
    const res = await adminCall(`/api/admin/support-requests/${id}`, {
      method: 'PATCH',
      json: { status: 'in_progress', adminResponse: '   ' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'in_progress', adminResponse: 'First answer' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses an update with nothing in it, or an unknown status', async () => {
    const id = await insertSupport('open', Date.now());
    expect((await adminCall(`/api/admin/support-requests/${id}`, { method: 'PATCH', json: {} })).status).toBe(400);
    const bad = await adminCall(`/api/admin/support-requests/${id}`, { method: 'PATCH', json: { status: 'closed' } });
    expect(bad.status).toBe(400);
    expect(await auditRows('support_request', id)).toEqual([]);
  });
});

describe('admin returns', () => {
  async function insertReturn(status: string, createdAt: number) {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO returns (id, customer_name, customer_email, order_number, status, return_label_sent, created_at, updated_at) VALUES (?, 'Rae Parent', 'rae@example.com', 'ABCD1234', ?, 0, ?, ?)",
    )
      .bind(id, status, createdAt, createdAt)
      .run();
    return id;
  }

  it('lists pending, approved, shipped, completed, newest first within each', async () => {
    const completed = await insertReturn('completed', 9);
    const shipped = await insertReturn('shipped', 8);
    const pending = await insertReturn('pending', 1);
    const approved = await insertReturn('approved', 7);
    const list = (await (await adminCall('/api/admin/returns')).json()) as { id: string }[];
    const mine = list.map((r) => r.id).filter((id) => [completed, shipped, pending, approved].includes(id));
    expect(mine).toEqual([pending, approved, shipped, completed]);
  });

  it('saves the label flag on its own, and the status on its own, each recorded', async () => {
    const id = await insertReturn('pending', Date.now());
    const label = await adminCall(`/api/admin/returns/${id}`, { method: 'PATCH', json: { returnLabelSent: true } });
    expect(label.status).toBe(200);
    expect(await label.json()).toMatchObject({ status: 'pending', returnLabelSent: true });
    const status = await adminCall(`/api/admin/returns/${id}`, { method: 'PATCH', json: { status: 'approved' } });
    expect(await status.json()).toMatchObject({ status: 'approved', returnLabelSent: true });
    const events = await auditRows('return', id);
    expect(events.map((e) => [JSON.parse(e.before ?? ''), JSON.parse(e.after ?? '')])).toEqual([
      [{ returnLabelSent: false }, { returnLabelSent: true }],
      [{ status: 'pending' }, { status: 'approved' }],
    ]);
  });
});

describe('admin frames and characters', () => {
  async function customerWithCreations() {
    const email = `owner-${tag().toLowerCase()}@example.com`;
    await signIn(email);
    const owner = await userId(email);
    const name = `Owner ${tag()}`;
    const frameOrder = await insertOrder({
      customerName: name,
      customerEmail: email,
      userId: owner,
      paymentStatus: 'paid',
    });
    const token = `tok_${crypto.randomUUID().replaceAll('-', '')}`;
    const characterOrder = await insertOrder({
      type: 'character',
      customerName: name,
      customerEmail: email,
      userId: owner,
      paymentStatus: 'paid',
      uploadToken: token,
    });
    const frameId = crypto.randomUUID();
    const characterId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO user_frames (id, user_id, order_id, frame_size, status, created_at) VALUES (?, ?, ?, '7', 'enchanting', ?)",
      ).bind(frameId, owner, frameOrder, Date.now()),
      env.DB.prepare(
        "INSERT INTO user_characters (id, user_id, order_id, character_name, status, created_at) VALUES (?, ?, ?, 'Dragon', 'enchanting', ?)",
      ).bind(characterId, owner, characterOrder, Date.now()),
    ]);
    return { name, frameId, characterId, token };
  }

  it('finds frames by customer, changes their status and records it', async () => {
    const { name, frameId } = await customerWithCreations();
    const list = (await (
      await adminCall(`/api/admin/frames?search=${encodeURIComponent(name.toLowerCase())}`)
    ).json()) as {
      id: string;
      customerName: string;
    }[];
    expect(list).toEqual([expect.objectContaining({ id: frameId, customerName: name, status: 'enchanting' })]);
    const res = await adminCall(`/api/admin/frames/${frameId}/status`, { method: 'PATCH', json: { status: 'ready' } });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT status FROM user_frames WHERE id = ?').bind(frameId).first();
    expect(row).toEqual({ status: 'ready' });
    expect((await auditRows('frame', frameId)).map((e) => e.after)).toEqual([JSON.stringify({ status: 'ready' })]);
    const bad = await adminCall(`/api/admin/frames/${frameId}/status`, { method: 'PATCH', json: { status: 'gone' } });
    expect(bad.status).toBe(400);
    expect((await adminCall('/api/admin/frames?search=zzzz-nobody')).status).toBe(200);
  });

  it('flags a character without artwork with the upload link, and changes its status', async () => {
    const { name, characterId, token } = await customerWithCreations();
    const list = (await (
      await adminCall(`/api/admin/characters?search=${encodeURIComponent(name)}`)
    ).json()) as unknown[];
    expect(list).toEqual([
      expect.objectContaining({
        id: characterId,
        characterName: 'Dragon',
        hasArtwork: false,
        completeUploadUrl: `/upload/${token}`,
        animationVideoUrl: null,
      }),
    ]);
    const res = await adminCall(`/api/admin/characters/${characterId}/status`, {
      method: 'PATCH',
      json: { status: 'awakening' },
    });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT status FROM user_characters WHERE id = ?').bind(characterId).first();
    expect(row).toEqual({ status: 'awakening' });
    expect((await auditRows('character', characterId)).map((e) => e.action)).toEqual(['character.status']);
    expect(
      (await adminCall('/api/admin/characters/nope/status', { method: 'PATCH', json: { status: 'ready' } })).status,
    ).toBe(404);
  });
});
