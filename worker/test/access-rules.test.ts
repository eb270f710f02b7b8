import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { call, signIn } from './helpers';
import { fileBytes, TUS, uploadFile } from './upload-helpers';

type Role = 'guest' | 'customer' | 'otherCustomer' | 'admin';
type Rule = {
  /** A concrete request for the route pattern (fixtures hold ids made in beforeAll). */
  path: string | ((f: Fixtures) => string);
  json?: unknown;
  headers?: Record<string, string> | ((f: Fixtures) => Record<string, string>);
  expect: Record<Role, number>;
  /** The call ends the session: give each role a fresh one. */
  endsSession?: boolean;
};

type Fixtures = {
  frameOrderId: string;
  characterOrderId: string;
  /** A paid order of the customer with an upload link and one received file. */
  paidOrderId: string;
  uploadToken: string;
  fileUrl: string;
  uploadId: string;
};
const fixtures: Fixtures = {
  frameOrderId: '',
  characterOrderId: '',
  paidOrderId: '',
  uploadToken: '',
  fileUrl: '',
  uploadId: '',
};
const NO_SUCH_UPLOAD = `${'0'.repeat(64)}.${'a'.repeat(22)}`;
const ownerOrAdmin = (status: number) => ({ guest: 404, customer: status, otherCustomer: 404, admin: status });
const ADDRESS = { name: 'Pat Parent', line1: 'Main St 1', city: 'Hamburg', postalCode: '20457', country: 'DE' };
const NO_SUCH_ORDER = '00000000-0000-4000-8000-00000000dead';
/** The customer owns the fixtures; another customer and the admin get 404 from customer routes. */
const ownerOnly = (owner: number) => ({ guest: 404, customer: owner, otherCustomer: 404, admin: 404 });
const ownerSignedIn = (owner: number) => ({ guest: 401, customer: owner, otherCustomer: 404, admin: 404 });

const everyone = (status: number): Record<Role, number> => ({
  guest: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});
const signedIn = { guest: 401, customer: 200, otherCustomer: 200, admin: 200 };
const adminOnly = (status: number) => ({ guest: 401, customer: 403, otherCustomer: 403, admin: status });

/**
 * Every /api route of the app with the status each kind of caller gets. A route the app has
 * but this table lacks fails the test: later issues add their routes here.
 */
const RULES: Record<string, Rule> = {
  'GET /api/health': { path: '/api/health', expect: everyone(200) },
  'GET /api/login': { path: '/api/login?returnTo=/dashboard', expect: everyone(302) },
  'GET /api/logout': { path: '/api/logout', expect: everyone(302), endsSession: true },
  'GET /api/auth/user': { path: '/api/auth/user', expect: signedIn },
  'PATCH /api/auth/user/profile': {
    path: '/api/auth/user/profile',
    json: { firstName: 'Pat', lastName: 'Parent' },
    expect: signedIn,
  },
  'POST /api/auth/sign-in/magic-link': {
    path: '/api/auth/sign-in/magic-link',
    json: { email: 'rules@example.com' },
    expect: everyone(200),
  },
  'GET /api/auth/*': { path: '/api/auth/get-session', expect: everyone(200) },
  'POST /api/auth/*': { path: '/api/auth/sign-out', json: {}, expect: everyone(200), endsSession: true },
  'POST /api/admin/logout': { path: '/api/admin/logout', expect: adminOnly(200), endsSession: true },
  'GET /api/animations': { path: '/api/animations', expect: everyone(200) },
  'GET /api/media/*': { path: '/api/media/catalog/rules.png', expect: everyone(200) },
  'POST /api/orders/frame': {
    path: '/api/orders/frame',
    json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', frameSize: '5' },
    expect: everyone(201),
  },
  'POST /api/orders/character': {
    path: '/api/orders/character',
    json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com' },
    expect: everyone(201),
  },
  'PATCH /api/orders/link-to-user': {
    path: '/api/orders/link-to-user',
    json: { orderIds: [NO_SUCH_ORDER], uploadToken: 'x'.repeat(43) },
    expect: { guest: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  'GET /api/orders/:id': { path: (f) => `/api/orders/${f.frameOrderId}`, expect: ownerOnly(200) },
  'POST /api/orders/:id/payment-intent': {
    path: (f) => `/api/orders/${f.frameOrderId}/payment-intent`,
    json: { shippingAddress: ADDRESS },
    expect: ownerOnly(200),
  },
  'POST /api/orders/:id/character-payment-intent': {
    path: (f) => `/api/orders/${f.characterOrderId}/character-payment-intent`,
    json: {},
    expect: ownerOnly(200),
  },
  // The owner gets past the access check to Stripe's verdict on a payment that is not theirs (400).
  'PATCH /api/orders/:id/complete-payment': {
    path: (f) => `/api/orders/${f.frameOrderId}/complete-payment`,
    json: { paymentIntentId: 'pi_not_this_order' },
    expect: ownerSignedIn(400),
  },
  'PATCH /api/orders/:id/complete-character-payment': {
    path: (f) => `/api/orders/${f.characterOrderId}/complete-character-payment`,
    json: { paymentIntentId: 'pi_not_this_order' },
    expect: ownerSignedIn(400),
  },
  'PATCH /api/orders/:id/complete-payment-guest': {
    path: (f) => `/api/orders/${f.frameOrderId}/complete-payment-guest`,
    json: { paymentIntentId: 'pi_not_this_order' },
    expect: ownerOnly(400),
  },
  'PATCH /api/orders/:id/complete-character-payment-guest': {
    path: (f) => `/api/orders/${f.characterOrderId}/complete-character-payment-guest`,
    json: { paymentIntentId: 'pi_not_this_order' },
    expect: ownerOnly(400),
  },
  'GET /api/payments/config': { path: '/api/payments/config', expect: everyone(200) },
  'POST /api/support-requests': {
    path: '/api/support-requests',
    json: {
      customerName: 'Pat Parent',
      customerEmail: 'pat@example.com',
      subject: 'order',
      message: 'Where is my frame, please?',
    },
    expect: everyone(201),
  },
  'POST /api/returns': {
    path: '/api/returns',
    json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', orderNumber: 'ABC12345' },
    expect: everyone(201),
  },
  'POST /api/webhooks/stripe': { path: '/api/webhooks/stripe', json: {}, expect: everyone(400) },
  // Upload links: the token is the key, whoever holds it.
  'GET /api/upload/:token': { path: (f) => `/api/upload/${f.uploadToken}`, expect: everyone(200) },
  'POST /api/upload/:token/submit': {
    path: (f) => `/api/upload/${f.uploadToken}/submit`,
    json: { artworkUrls: [`/api/order/${NO_SUCH_ORDER}/artwork/files/${'z'.repeat(22)}`] },
    expect: everyone(400),
  },
  'OPTIONS /api/uploads/tus': { path: '/api/uploads/tus', expect: everyone(204) },
  'OPTIONS /api/uploads/tus/:uploadId': { path: `/api/uploads/tus/${NO_SUCH_UPLOAD}`, expect: everyone(204) },
  'POST /api/uploads/tus': {
    path: '/api/uploads/tus',
    headers: (f) => ({ ...TUS, 'upload-length': '10', 'upload-metadata': `token ${btoa(f.uploadToken)}` }),
    expect: everyone(201),
  },
  'GET /api/uploads/tus/:uploadId': {
    path: (f) => `/api/uploads/tus/${f.uploadId}`,
    headers: TUS,
    expect: everyone(200),
  },
  'PATCH /api/uploads/tus/:uploadId': {
    path: (f) => `/api/uploads/tus/${f.uploadId}`,
    headers: { ...TUS, 'upload-offset': '0' },
    json: {},
    expect: everyone(415),
  },
  'DELETE /api/uploads/tus/:uploadId': {
    path: `/api/uploads/tus/${NO_SUCH_UPLOAD}`,
    headers: TUS,
    expect: everyone(404),
  },
  'PUT /api/uploads/direct/:uploadId': { path: `/api/uploads/direct/${NO_SUCH_UPLOAD}`, expect: everyone(404) },
  'POST /api/objects/upload': { path: '/api/objects/upload', json: { uploadToken: '' }, expect: everyone(400) },
  'PUT /api/artwork': {
    path: '/api/artwork',
    json: { artworkURL: `/api/order/${NO_SUCH_ORDER}/artwork/files/${'z'.repeat(22)}`, uploadToken: 'x'.repeat(43) },
    expect: everyone(404),
  },
  // The artwork itself: the order's owner and admins only.
  'GET /api/order/:orderId/artwork': { path: (f) => `/api/order/${f.paidOrderId}/artwork`, expect: ownerOrAdmin(200) },
  'GET /api/order/:orderId/artwork/files/:fileId': { path: (f) => f.fileUrl, expect: ownerOrAdmin(200) },
};

function appRoutes(): string[] {
  const routes = createApp()
    .routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

const cookies: Record<Role, string | undefined> = {
  guest: undefined,
  customer: undefined,
  otherCustomer: undefined,
  admin: undefined,
};
let counter = 0;
async function sessionFor(role: Role, fresh: boolean): Promise<string | undefined> {
  if (role === 'guest') return undefined;
  if (!fresh && cookies[role]) return cookies[role];
  counter += 1;
  const cookie = await signIn(`${role.toLowerCase()}-${counter}@example.com`, { admin: role === 'admin' });
  if (!fresh) cookies[role] = cookie;
  return cookie;
}

describe('access rules', () => {
  beforeAll(async () => {
    const customer = await sessionFor('customer', false);
    const frame = await call('/api/orders/frame', {
      cookie: customer,
      json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', frameSize: '7' },
    });
    fixtures.frameOrderId = ((await frame.json()) as { orderId: string }).orderId;
    const character = await call('/api/orders/character', {
      cookie: customer,
      json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com' },
    });
    fixtures.characterOrderId = ((await character.json()) as { orderId: string }).orderId;
    const paid = await call('/api/orders/frame', {
      cookie: customer,
      json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', frameSize: '5' },
    });
    fixtures.paidOrderId = ((await paid.json()) as { orderId: string }).orderId;
    fixtures.uploadToken = `tok_rules_${crypto.randomUUID().replaceAll('-', '')}`;
    await env.DB.prepare(
      "UPDATE orders SET payment_status = 'paid', paid_at = ?, upload_token = ?, upload_expires_at = ? WHERE id = ?",
    )
      .bind(Date.now(), fixtures.uploadToken, Date.now() + 86_400_000, fixtures.paidOrderId)
      .run();
    const { location } = await uploadFile(fixtures.uploadToken, fileBytes('png', 100));
    fixtures.uploadId = location.split('/').pop() ?? '';
    const state = await call(`/api/upload/${fixtures.uploadToken}`);
    fixtures.fileUrl = ((await state.json()) as { files: { url: string }[] }).files[0]?.url ?? '';
    await env.FILES.put('catalog/rules.png', new Uint8Array([137, 80, 78, 71]), {
      httpMetadata: { contentType: 'image/png' },
    });
  });

  it('lists every /api route of the app', () => {
    expect(appRoutes()).toEqual(Object.keys(RULES).sort());
  });

  const cases = Object.entries(RULES).flatMap(([route, rule]) =>
    (Object.keys(rule.expect) as Role[]).map((role) => ({ route, rule, role })),
  );
  it.each(cases)('$route as $role', async ({ rule, role }) => {
    const cookie = await sessionFor(role, rule.endsSession ?? false);
    const method = cases.find((c) => c.rule === rule)?.route.split(' ')[0] ?? 'GET';
    const path = typeof rule.path === 'function' ? rule.path(fixtures) : rule.path;
    const headers = typeof rule.headers === 'function' ? rule.headers(fixtures) : rule.headers;
    const res = await call(path, { method, cookie, json: rule.json, headers });
    expect(res.status).toBe(rule.expect[role]);
    if (res.status >= 400) {
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(5);
    } else {
      await res.arrayBuffer();
    }
  });
});
