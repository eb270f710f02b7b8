import { env } from 'cloudflare:workers';
import { call, cookieFrom } from './helpers';

export type Body = Record<string, unknown> & { error?: string };
export const ADDRESS = {
  name: 'Anna Schmidt',
  line1: 'Hafenstraße 12',
  city: 'Hamburg',
  postalCode: '20457',
  country: 'de',
};

export async function addVoucher(code: string, fields: Record<string, unknown> = {}) {
  const v = {
    discountType: 'percentage',
    discountValue: 10,
    usageLimit: null,
    usedCount: 0,
    expiresAt: null,
    products: '[]',
    active: 1,
    ...fields,
  };
  await env.DB.prepare(
    'INSERT INTO vouchers (id, code, discount_type, discount_value, usage_limit, used_count, expires_at, applicable_products, active, created_at) VALUES (?,?,?,?,?,?,?,?,?,?)',
  )
    .bind(
      crypto.randomUUID(),
      code,
      v.discountType,
      v.discountValue,
      v.usageLimit,
      v.usedCount,
      v.expiresAt,
      v.products,
      v.active,
      Date.now(),
    )
    .run();
}

export async function createFrame(body: Record<string, unknown>, cookie?: string) {
  const res = await call('/api/orders/frame', {
    json: { customerName: 'Anna Schmidt', customerEmail: 'anna@example.com', frameSize: '7', ...body },
    cookie,
  });
  const json = (await res.json()) as Body;
  const browser = [cookie, cookieFrom(res)].filter(Boolean).join('; ');
  return { res, json, orderId: json.orderId as string, cookie: browser };
}

/** A guest's frame order with its payment set up: what the payment modal has before the card. */
export async function frameReadyToPay() {
  const { orderId, cookie } = await createFrame({});
  const res = await call(`/api/orders/${orderId}/payment-intent`, { cookie, json: { shippingAddress: ADDRESS } });
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  return { orderId, cookie, clientSecret, intentId: clientSecret.split('_secret_')[0] ?? '' };
}

export const orderRow = (id: string) =>
  env.DB.prepare('SELECT * FROM orders WHERE id = ?').bind(id).first<Record<string, unknown>>();
