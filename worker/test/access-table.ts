/**
 * The access table: every /api route of the app with the status each kind of caller gets.
 * Plain data (no `cloudflare:*` imports; ids come in as fixtures), so that both
 * test/access-rules.test.ts (inside workerd) and tools/bench/probe-bench.ts (against a running
 * shop) check the same expectations.
 */
import { JOINT_NAMES } from '@dtm/animate/schema';

export type Role = 'guest' | 'customer' | 'otherCustomer' | 'admin';
export const ROLES: readonly Role[] = ['guest', 'customer', 'otherCustomer', 'admin'];

export type Fixtures = {
  frameOrderId: string;
  characterOrderId: string;
  /** A paid order of the customer with an upload link and one received file. */
  paidOrderId: string;
  uploadToken: string;
  fileUrl: string;
  uploadId: string;
  /** The customer's own rows (#8): frame, character, bought animation, background and variation. */
  owned: { frame: string; character: string; animation: string; background: string; variation: string };
  /** Catalog items anyone signed in may buy. */
  forSale: { animation: string; background: string };
  /** A file every caller may read under /api/media. */
  mediaPath: string;
  /** Appended to names a run creates (a voucher code, a sign-in address); '' in the workerd test. */
  unique: string;
};

export type Rule = {
  /** A concrete request for the route pattern (fixtures hold ids made before the checks). */
  path: string | ((f: Fixtures) => string);
  json?: unknown;
  /** Instead of `json`, when the body holds a fixture. */
  jsonFor?: (f: Fixtures) => unknown;
  headers?: Record<string, string> | ((f: Fixtures) => Record<string, string>);
  expect: Record<Role, number>;
  /** The call ends the session: give each role a fresh one. */
  endsSession?: boolean;
};

export function emptyFixtures(): Fixtures {
  return {
    frameOrderId: '',
    characterOrderId: '',
    paidOrderId: '',
    uploadToken: '',
    fileUrl: '',
    uploadId: '',
    owned: { frame: '', character: '', animation: '', background: '', variation: '' },
    forSale: { animation: '', background: '' },
    mediaPath: '',
    unique: '',
  };
}

/** The concrete request of a rule: method, path, JSON body (undefined = none) and headers. */
export function requestFor(route: string, rule: Rule, f: Fixtures) {
  return {
    method: route.split(' ')[0] ?? 'GET',
    path: typeof rule.path === 'function' ? rule.path(f) : rule.path,
    json: rule.jsonFor ? rule.jsonFor(f) : rule.json,
    headers: typeof rule.headers === 'function' ? rule.headers(f) : rule.headers,
  };
}

/** tus protocol version header (as test/upload-helpers.ts TUS). */
const TUS = { 'tus-resumable': '1.0.0' };
export const NO_SUCH_UPLOAD = `${'0'.repeat(64)}.${'a'.repeat(22)}`;
/** A valid instant-preview rig (#12): a 2x1 mask, one outline triangle, every joint in the middle. */
export const PREVIEW_RIG = {
  version: 2,
  plan: 'biped',
  box: { x: 0, y: 0, width: 1, height: 1 },
  mask: { width: 2, height: 1, runs: [0, 2] },
  outline: [
    [0, 0],
    [1, 0],
    [0.5, 1],
  ],
  joints: Object.fromEntries(JOINT_NAMES.map((name) => [name, [0.5, 0.5]])),
  motion: 'wave',
  background: null,
};
const ownerOrAdmin = (status: number) => ({ guest: 404, customer: status, otherCustomer: 404, admin: status });
export const ADDRESS = { name: 'Pat Parent', line1: 'Main St 1', city: 'Hamburg', postalCode: '20457', country: 'DE' };
export const NO_SUCH_ORDER = '00000000-0000-4000-8000-00000000dead';
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
const signedInAll = (status: number) => ({ guest: 401, customer: status, otherCustomer: status, admin: status });
const adminOnly = (status: number) => ({ guest: 401, customer: 403, otherCustomer: 403, admin: status });

/**
 * Every /api route of the app with the status each kind of caller gets. A route the app has
 * but this table lacks fails the test: later issues add their routes here.
 */
export const RULES: Record<string, Rule> = {
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
    jsonFor: (f) => ({ email: `rules${f.unique}@example.com` }),
    expect: everyone(200),
  },
  // The sign-in library answers only its link check and, where a provider is configured, OAuth.
  'GET /api/auth/magic-link/verify': { path: '/api/auth/magic-link/verify', expect: everyone(400) },
  'POST /api/auth/sign-in/social': {
    path: '/api/auth/sign-in/social',
    json: { provider: 'github' },
    expect: everyone(404),
  },
  'GET /api/auth/callback/:provider': { path: '/api/auth/callback/github', expect: everyone(404) },
  'POST /api/admin/logout': { path: '/api/admin/logout', expect: adminOnly(200), endsSession: true },
  // The back office (#9): lists answer admins, changes to rows that do not exist are 404s.
  'GET /api/admin/stats': { path: '/api/admin/stats', expect: adminOnly(200) },
  'GET /api/admin/orders': { path: '/api/admin/orders?search=pat', expect: adminOnly(200) },
  'GET /api/admin/orders/export.csv': { path: '/api/admin/orders/export.csv', expect: adminOnly(200) },
  'GET /api/admin/orders/:id': { path: (f) => `/api/admin/orders/${f.frameOrderId}`, expect: adminOnly(200) },
  'PATCH /api/admin/orders/:id/fulfillment': {
    path: `/api/admin/orders/${NO_SUCH_ORDER}/fulfillment`,
    json: { fulfillmentStatus: 'shipped' },
    expect: adminOnly(404),
  },
  'POST /api/admin/orders/:id/upload-link': {
    path: `/api/admin/orders/${NO_SUCH_ORDER}/upload-link`,
    json: { action: 'extend' },
    expect: adminOnly(404),
  },
  // A refund reaches Stripe only for a paid order of an admin; an order that does not exist is 404.
  'POST /api/admin/orders/:id/refunds': {
    path: `/api/admin/orders/${NO_SUCH_ORDER}/refunds`,
    jsonFor: (f) => ({ amountCents: 100, idempotencyKey: `rules-refund${f.unique}` }),
    expect: adminOnly(404),
  },
  // Invoices and credit notes (#21.6): any order's for admins; the unpaid fixture has no invoice yet.
  'GET /api/admin/orders/:id/documents': {
    path: (f) => `/api/admin/orders/${f.frameOrderId}/documents`,
    expect: adminOnly(200),
  },
  'GET /api/admin/orders/:id/invoice': {
    path: (f) => `/api/admin/orders/${f.frameOrderId}/invoice`,
    expect: adminOnly(409),
  },
  'GET /api/admin/orders/:id/credit-notes/:number': {
    path: (f) => `/api/admin/orders/${f.frameOrderId}/credit-notes/GS-2026-000001`,
    expect: adminOnly(404),
  },
  'GET /api/admin/vouchers': { path: '/api/admin/vouchers', expect: adminOnly(200) },
  'POST /api/admin/vouchers': {
    path: '/api/admin/vouchers',
    jsonFor: (f) => ({ code: `RULES-ONLY-ADMIN${f.unique}`, discountType: 'percentage', discountValue: '10' }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/vouchers/:id/toggle': {
    path: '/api/admin/vouchers/no-such-voucher/toggle',
    json: { active: false },
    expect: adminOnly(404),
  },
  'GET /api/admin/support-requests': { path: '/api/admin/support-requests', expect: adminOnly(200) },
  'PATCH /api/admin/support-requests/:id': {
    path: '/api/admin/support-requests/no-such-request',
    json: { status: 'resolved' },
    expect: adminOnly(404),
  },
  'GET /api/admin/returns': { path: '/api/admin/returns', expect: adminOnly(200) },
  'GET /api/admin/returns/:id/label': {
    path: '/api/admin/returns/00000000-0000-4000-8000-000000000000/label',
    expect: adminOnly(404),
  },
  'PATCH /api/admin/returns/:id': {
    path: '/api/admin/returns/no-such-return',
    json: { returnLabelSent: true },
    expect: adminOnly(404),
  },
  'GET /api/admin/frames': { path: '/api/admin/frames?search=pat', expect: adminOnly(200) },
  'PATCH /api/admin/frames/:id/status': {
    path: '/api/admin/frames/no-such-frame/status',
    json: { status: 'ready' },
    expect: adminOnly(404),
  },
  // A frame's finished animation (#delivery): watched, pre-loaded with its USB manifest, uploaded.
  'GET /api/admin/frames/:id/animation': {
    path: '/api/admin/frames/no-such-frame/animation',
    expect: adminOnly(404),
  },
  'GET /api/admin/frames/:id/manifest': {
    path: '/api/admin/frames/no-such-frame/manifest',
    expect: adminOnly(404),
  },
  // Not a multipart form: refused before anything is read.
  'POST /api/admin/frames/:id/animation-upload': {
    path: '/api/admin/frames/no-such-frame/animation-upload',
    json: {},
    expect: adminOnly(400),
  },
  'GET /api/admin/characters': { path: '/api/admin/characters', expect: adminOnly(200) },
  'GET /api/admin/characters/:id/animation': {
    path: '/api/admin/characters/no-such-character/animation',
    expect: adminOnly(404),
  },
  'PATCH /api/admin/characters/:id/status': {
    path: '/api/admin/characters/no-such-character/status',
    json: { status: 'ready' },
    expect: adminOnly(404),
  },
  // Not a multipart form: refused before anything is read.
  'POST /api/admin/characters/:id/animation-upload': {
    path: '/api/admin/characters/no-such-character/animation-upload',
    json: {},
    expect: adminOnly(400),
  },
  // The catalog (#22.3): animations and backgrounds for sale, hidden ones too; admins only.
  'GET /api/admin/animations': { path: '/api/admin/animations', expect: adminOnly(200) },
  'POST /api/admin/animations': {
    path: '/api/admin/animations',
    jsonFor: (f) => ({ name: `Rules${f.unique}`, category: 'effect', basePriceCents: 999, variationPriceCents: 499 }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/animations/:id': {
    path: '/api/admin/animations/no-such-item',
    json: { active: false },
    expect: adminOnly(404),
  },
  // A list that does not name every item (one was added meanwhile) is refused.
  'PUT /api/admin/animations/order': {
    path: '/api/admin/animations/order',
    json: { ids: ['no-such-item'] },
    expect: adminOnly(409),
  },
  // Not a multipart form: refused before anything is read.
  'POST /api/admin/animations/:id/files/:slot': {
    path: '/api/admin/animations/no-such-item/files/thumbnail',
    json: {},
    expect: adminOnly(400),
  },
  'GET /api/admin/animations/:id/file': { path: '/api/admin/animations/no-such-item/file', expect: adminOnly(404) },
  'GET /api/admin/backgrounds': { path: '/api/admin/backgrounds', expect: adminOnly(200) },
  'POST /api/admin/backgrounds': {
    path: '/api/admin/backgrounds',
    jsonFor: (f) => ({ name: `Rules${f.unique}`, category: 'nature', priceCents: 299 }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/backgrounds/:id': {
    path: '/api/admin/backgrounds/no-such-item',
    json: { active: false },
    expect: adminOnly(404),
  },
  // A list that does not name every item (one was added meanwhile) is refused.
  'PUT /api/admin/backgrounds/order': {
    path: '/api/admin/backgrounds/order',
    json: { ids: ['no-such-item'] },
    expect: adminOnly(409),
  },
  // Not a multipart form: refused before anything is read.
  'POST /api/admin/backgrounds/:id/files/:slot': {
    path: '/api/admin/backgrounds/no-such-item/files/thumbnail',
    json: {},
    expect: adminOnly(400),
  },
  'GET /api/admin/backgrounds/:id/file': { path: '/api/admin/backgrounds/no-such-item/file', expect: adminOnly(404) },
  // Bought variations (#22): the admins' list, the delivered video, and its delivery.
  'GET /api/admin/variations': { path: '/api/admin/variations?status=being_made', expect: adminOnly(200) },
  'GET /api/admin/variations/:id/video': {
    path: (f) => `/api/admin/variations/${f.owned.variation}/video`,
    expect: adminOnly(200),
  },
  // Not a multipart form: refused before anything is read.
  'POST /api/admin/variations/:id/animation-upload': {
    path: '/api/admin/variations/no-such-variation/animation-upload',
    json: {},
    expect: adminOnly(400),
  },
  // The studio's versioned recipes and the review loop (#19): admins only; unknown ids are 404s.
  'GET /api/admin/frames/:id/recipes': { path: '/api/admin/frames/no-such-frame/recipes', expect: adminOnly(404) },
  'POST /api/admin/frames/:id/recipes': {
    path: '/api/admin/frames/no-such-frame/recipes',
    json: { recipe: {}, baseVersion: null },
    expect: adminOnly(400),
  },
  'GET /api/admin/frames/:id/recipes/:version': {
    path: '/api/admin/frames/no-such-frame/recipes/1',
    expect: adminOnly(404),
  },
  'GET /api/admin/frames/:id/recipes/:version/video': {
    path: '/api/admin/frames/no-such-frame/recipes/1/video',
    expect: adminOnly(404),
  },
  // The frame is looked up before the body is read.
  'POST /api/admin/frames/:id/recipes/:version/video': {
    path: '/api/admin/frames/no-such-frame/recipes/1/video',
    json: {},
    expect: adminOnly(404),
  },
  // Renders as jobs (#36): the render's parts kept in R2; admins only, unknown ids are 404s.
  'PUT /api/admin/frames/:id/recipes/:version/renders/:slot': {
    path: '/api/admin/frames/no-such-frame/recipes/1/renders/video',
    json: { codec: 'avc', width: 1024, height: 600, frames: 60, fps: 30, parts: 1 },
    expect: adminOnly(404),
  },
  'PUT /api/admin/frames/:id/recipes/:version/renders/:slot/parts/:part': {
    path: '/api/admin/frames/no-such-frame/recipes/1/renders/video/parts/0',
    json: {},
    expect: adminOnly(404),
  },
  'GET /api/admin/frames/:id/recipes/:version/renders/:slot/parts/:part': {
    path: '/api/admin/frames/no-such-frame/recipes/1/renders/video/parts/0',
    expect: adminOnly(404),
  },
  'POST /api/admin/frames/:id/recipes/:version/renders/:slot/failed': {
    path: '/api/admin/frames/no-such-frame/recipes/1/renders/video/failed',
    json: { message: 'stopped' },
    expect: adminOnly(404),
  },
  'DELETE /api/admin/frames/:id/recipes/:version/renders/:slot': {
    path: '/api/admin/frames/no-such-frame/recipes/1/renders/video',
    expect: adminOnly(404),
  },
  'POST /api/admin/frames/:id/preview': {
    path: '/api/admin/frames/no-such-frame/preview',
    json: { version: 1 },
    expect: adminOnly(404),
  },
  'POST /api/admin/frames/:id/final': {
    path: '/api/admin/frames/no-such-frame/final',
    json: { version: 1 },
    expect: adminOnly(404),
  },
  // Cancel in the studio withdraws its upload (#19).
  'POST /api/admin/frames/:id/recipes/:version/uploads/:upload/cancel': {
    path: '/api/admin/frames/no-such-frame/recipes/1/uploads/4f9e7c2a-1b3d-4e5f-8a6b-7c8d9e0f1a2b/cancel',
    json: {},
    expect: adminOnly(404),
  },
  'GET /api/admin/characters/:id/recipes': {
    path: '/api/admin/characters/no-such-character/recipes',
    expect: adminOnly(404),
  },
  'POST /api/admin/characters/:id/recipes': {
    path: '/api/admin/characters/no-such-character/recipes',
    json: { recipe: {}, baseVersion: null },
    expect: adminOnly(400),
  },
  'GET /api/admin/characters/:id/recipes/:version': {
    path: '/api/admin/characters/no-such-character/recipes/1',
    expect: adminOnly(404),
  },
  'GET /api/admin/characters/:id/recipes/:version/video': {
    path: '/api/admin/characters/no-such-character/recipes/1/video',
    expect: adminOnly(404),
  },
  // The character is looked up before the body is read.
  'POST /api/admin/characters/:id/recipes/:version/video': {
    path: '/api/admin/characters/no-such-character/recipes/1/video',
    json: {},
    expect: adminOnly(404),
  },
  // Renders as jobs (#36): the render's parts kept in R2; admins only, unknown ids are 404s.
  'PUT /api/admin/characters/:id/recipes/:version/renders/:slot': {
    path: '/api/admin/characters/no-such-character/recipes/1/renders/video',
    json: { codec: 'avc', width: 1024, height: 600, frames: 60, fps: 30, parts: 1 },
    expect: adminOnly(404),
  },
  'PUT /api/admin/characters/:id/recipes/:version/renders/:slot/parts/:part': {
    path: '/api/admin/characters/no-such-character/recipes/1/renders/video/parts/0',
    json: {},
    expect: adminOnly(404),
  },
  'GET /api/admin/characters/:id/recipes/:version/renders/:slot/parts/:part': {
    path: '/api/admin/characters/no-such-character/recipes/1/renders/video/parts/0',
    expect: adminOnly(404),
  },
  'POST /api/admin/characters/:id/recipes/:version/renders/:slot/failed': {
    path: '/api/admin/characters/no-such-character/recipes/1/renders/video/failed',
    json: { message: 'stopped' },
    expect: adminOnly(404),
  },
  'DELETE /api/admin/characters/:id/recipes/:version/renders/:slot': {
    path: '/api/admin/characters/no-such-character/recipes/1/renders/video',
    expect: adminOnly(404),
  },
  'POST /api/admin/characters/:id/preview': {
    path: '/api/admin/characters/no-such-character/preview',
    json: { version: 1 },
    expect: adminOnly(404),
  },
  'POST /api/admin/characters/:id/final': {
    path: '/api/admin/characters/no-such-character/final',
    json: { version: 1 },
    expect: adminOnly(404),
  },
  'POST /api/admin/characters/:id/recipes/:version/uploads/:upload/cancel': {
    path: '/api/admin/characters/no-such-character/recipes/1/uploads/4f9e7c2a-1b3d-4e5f-8a6b-7c8d9e0f1a2b/cancel',
    json: {},
    expect: adminOnly(404),
  },
  // A character's 1080x1080 square for sharing: the character is looked up before the body is read.
  'POST /api/admin/characters/:id/recipes/:version/square': {
    path: '/api/admin/characters/no-such-character/recipes/1/square',
    json: {},
    expect: adminOnly(404),
  },
  'GET /api/admin/characters/:id/recipes/:version/square': {
    path: '/api/admin/characters/no-such-character/recipes/1/square',
    expect: adminOnly(404),
  },
  'GET /api/animations': { path: '/api/animations', expect: everyone(200) },
  'GET /api/media/*': { path: (f) => f.mediaPath, expect: everyone(200) },
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
  // The owner's invoice and credit notes (#21.6): everyone else learns nothing (404); unpaid: 409.
  'GET /api/orders/:id/documents': { path: (f) => `/api/orders/${f.frameOrderId}/documents`, expect: ownerOnly(200) },
  'GET /api/orders/:id/invoice': { path: (f) => `/api/orders/${f.frameOrderId}/invoice`, expect: ownerOnly(409) },
  'GET /api/orders/:id/credit-notes/:number': {
    path: (f) => `/api/orders/${f.frameOrderId}/credit-notes/GS-2026-000001`,
    expect: ownerOnly(404),
  },
  'GET /api/legal/seller': { path: '/api/legal/seller', expect: everyone(200) },
  // Not the fixture's order (cancelling it would change the rows after): an unknown one is 404 once signed in.
  'POST /api/orders/:id/cancel': { path: `/api/orders/${NO_SUCH_ORDER}/cancel`, expect: ownerSignedIn(404) },
  'POST /api/orders/:id/payment-intent': {
    path: (f) => `/api/orders/${f.frameOrderId}/payment-intent`,
    json: { shippingAddress: ADDRESS },
    expect: ownerOnly(200),
  },
  'POST /api/orders/:id/character-payment-intent': {
    path: (f) => `/api/orders/${f.characterOrderId}/character-payment-intent`,
    json: { country: 'DE' },
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
  // The form's number and e-mail must match a paid order: this one matches none, the same answer for all.
  'POST /api/returns': {
    path: '/api/returns',
    json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', orderNumber: 'ABC12345' },
    expect: everyone(404),
  },
  // An upload reminder's stop link: signed by the shop (this one is not).
  'POST /api/upload-reminders/stop': {
    path: '/api/upload-reminders/stop',
    json: { token: `${'0'.repeat(36)}.${'A'.repeat(43)}` },
    expect: everyone(404),
  },
  // A return label link: the token is the key, whoever holds it (this one belongs to no return).
  'GET /api/returns/label/:token': { path: `/api/returns/label/${'r'.repeat(43)}`, expect: everyone(404) },
  'POST /api/webhooks/stripe': { path: '/api/webhooks/stripe', json: {}, expect: everyone(400) },
  // Upload links: the token is the key, whoever holds it.
  'GET /api/upload/:token': { path: (f) => `/api/upload/${f.uploadToken}`, expect: everyone(200) },
  'POST /api/upload/:token/submit': {
    path: (f) => `/api/upload/${f.uploadToken}/submit`,
    json: { artworkUrls: [`/api/order/${NO_SUCH_ORDER}/artwork/files/${'z'.repeat(22)}`] },
    expect: everyone(400),
  },
  // Asking for a new link answers the same for every link (here one that belongs to no order).
  'POST /api/upload/:token/renew': { path: `/api/upload/${'n'.repeat(43)}/renew`, expect: everyone(202) },
  // The instant preview (#12) saved with the order: the link's holder writes and reads it.
  'PUT /api/upload/:token/preview': {
    path: (f) => `/api/upload/${f.uploadToken}/preview`,
    json: PREVIEW_RIG,
    expect: everyone(200),
  },
  'GET /api/upload/:token/preview': { path: (f) => `/api/upload/${f.uploadToken}/preview`, expect: everyone(200) },
  'GET /api/upload/:token/preview/drawings': {
    path: (f) => `/api/upload/${f.uploadToken}/preview/drawings`,
    expect: everyone(200),
  },
  // The fixture's link has no submitted drawing: 404 for whoever holds it.
  'GET /api/upload/:token/preview/artwork': {
    path: (f) => `/api/upload/${f.uploadToken}/preview/artwork`,
    expect: everyone(404),
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
  'GET /api/order/:orderId/preview': { path: (f) => `/api/order/${f.paidOrderId}/preview`, expect: ownerOrAdmin(200) },
  // Frames (#11): pairing is open to a frame (no session, no Origin); content needs the frame's
  // bearer token, which no browser role has; the customer pairs, lists and revokes their own frames.
  'POST /api/device/code': { path: '/api/device/code', json: {}, expect: everyone(201) },
  'POST /api/device/token': { path: '/api/device/token', json: { deviceCode: 'x'.repeat(43) }, expect: everyone(410) },
  'GET /api/device/library': { path: '/api/device/library', expect: everyone(401) },
  'GET /api/device/files/:id': { path: `/api/device/files/c_${NO_SUCH_ORDER}`, expect: everyone(401) },
  // Player updates (#38): a frame's bearer token only; publishing and the rollout share are admin-only.
  'GET /api/device/update': { path: '/api/device/update?arch=arm64&version=1.0.0', expect: everyone(401) },
  'GET /api/device/update/:arch/:version/artifact': {
    path: '/api/device/update/arm64/1.0.0/artifact',
    expect: everyone(401),
  },
  'POST /api/device/update/report': { path: '/api/device/update/report', json: {}, expect: everyone(401) },
  'GET /api/admin/player-releases': { path: '/api/admin/player-releases', expect: adminOnly(200) },
  // No manifest header: refused before a byte of the body is stored.
  'POST /api/admin/player-releases': { path: '/api/admin/player-releases', json: {}, expect: adminOnly(400) },
  'PUT /api/admin/player-releases/:arch/:version/rollout': {
    path: '/api/admin/player-releases/arm64/9.9.9/rollout',
    json: { share: 10 },
    expect: adminOnly(404),
  },
  // Health and care from a distance (#38): reports and uploads need the frame's own bearer token
  // (no browser role has one); the back office's frame list and commands are admin-only.
  'POST /api/device/health': { path: '/api/device/health', json: {}, expect: everyone(401) },
  'POST /api/device/log': { path: '/api/device/log', json: {}, expect: everyone(401) },
  'PUT /api/device/screenshot': { path: '/api/device/screenshot', json: {}, expect: everyone(401) },
  'GET /api/admin/devices': { path: '/api/admin/devices', expect: adminOnly(200) },
  'GET /api/admin/devices/:id/reports': { path: `/api/admin/devices/${NO_SUCH_ORDER}/reports`, expect: adminOnly(404) },
  'POST /api/admin/devices/:id/commands': {
    path: `/api/admin/devices/${NO_SUCH_ORDER}/commands`,
    json: { kind: 'sync' },
    expect: adminOnly(404),
  },
  'GET /api/admin/devices/:id/screenshot': {
    path: `/api/admin/devices/${NO_SUCH_ORDER}/screenshot`,
    expect: adminOnly(404),
  },
  'GET /api/admin/devices/:id/log': { path: `/api/admin/devices/${NO_SUCH_ORDER}/log`, expect: adminOnly(404) },
  'GET /api/user/devices': { path: '/api/user/devices', expect: signedIn },
  'POST /api/user/devices/pair': {
    path: '/api/user/devices/pair',
    json: { code: 'ABCD2345' },
    expect: { guest: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  'DELETE /api/user/devices/:id': {
    path: `/api/user/devices/${NO_SUCH_ORDER}`,
    expect: { guest: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  // The customer's own data export and account deletion (#22). The deletion link's POST needs no
  // session (the mailed token is the proof); an unknown token is a 404 for everyone.
  'POST /api/user/export': { path: '/api/user/export', json: {}, expect: signedInAll(202) },
  'GET /api/user/export': { path: '/api/user/export', expect: signedIn },
  'GET /api/user/export/:id/download': {
    path: `/api/user/export/${NO_SUCH_ORDER}/download`,
    expect: { guest: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  'POST /api/user/delete-request': { path: '/api/user/delete-request', json: {}, expect: signedInAll(202) },
  'POST /api/user/delete': { path: '/api/user/delete', json: { token: 'A'.repeat(43) }, expect: everyone(404) },
  // Customer data (#8): the signed-in customer's own rows only; anyone else's id is a 404.
  'GET /api/user/frames': { path: '/api/user/frames', expect: signedIn },
  'GET /api/user/characters': { path: '/api/user/characters', expect: signedIn },
  'GET /api/user/orders': { path: '/api/user/orders', expect: signedIn },
  'GET /api/user/animations': { path: '/api/user/animations', expect: signedIn },
  'GET /api/user/backgrounds': { path: '/api/user/backgrounds', expect: signedIn },
  'PATCH /api/user/frames/:id/name': {
    path: (f) => `/api/user/frames/${f.owned.frame}/name`,
    json: { frameName: 'Living room' },
    expect: ownerSignedIn(200),
  },
  'PATCH /api/user/characters/:id/name': {
    path: (f) => `/api/user/characters/${f.owned.character}/name`,
    json: { characterName: 'Sir Scribble' },
    expect: ownerSignedIn(200),
  },
  // The frame's finished animation and the USB manifest that goes next to it: the owner's only.
  'GET /api/user/frames/:id/animation': {
    path: (f) => `/api/user/frames/${f.owned.frame}/animation`,
    expect: ownerSignedIn(200),
  },
  'GET /api/user/frames/:id/manifest': {
    path: (f) => `/api/user/frames/${f.owned.frame}/manifest`,
    expect: ownerSignedIn(200),
  },
  'GET /api/user/characters/:id/animation': {
    path: (f) => `/api/user/characters/${f.owned.character}/animation`,
    expect: ownerSignedIn(200),
  },
  // The review loop (#19): the owner watches the preview, approves it or asks for a change.
  'GET /api/user/frames/:id/review': {
    path: (f) => `/api/user/frames/${f.owned.frame}/review`,
    expect: ownerSignedIn(200),
  },
  // No preview was sent for the fixtures: the owner gets past the access check to 404 / 409.
  'GET /api/user/frames/:id/review/videos/:version': {
    path: (f) => `/api/user/frames/${f.owned.frame}/review/videos/1`,
    expect: ownerSignedIn(404),
  },
  'POST /api/user/frames/:id/review/approve': {
    path: (f) => `/api/user/frames/${f.owned.frame}/review/approve`,
    json: { version: 1 },
    expect: ownerSignedIn(409),
  },
  'POST /api/user/frames/:id/review/changes': {
    path: (f) => `/api/user/frames/${f.owned.frame}/review/changes`,
    json: { version: 1, note: 'Please make the dragon wave.' },
    expect: ownerSignedIn(409),
  },
  'GET /api/user/characters/:id/review': {
    path: (f) => `/api/user/characters/${f.owned.character}/review`,
    expect: ownerSignedIn(200),
  },
  // No preview was sent for the fixtures: the owner gets past the access check to 404 / 409.
  'GET /api/user/characters/:id/review/videos/:version': {
    path: (f) => `/api/user/characters/${f.owned.character}/review/videos/1`,
    expect: ownerSignedIn(404),
  },
  'POST /api/user/characters/:id/review/approve': {
    path: (f) => `/api/user/characters/${f.owned.character}/review/approve`,
    json: { version: 1 },
    expect: ownerSignedIn(409),
  },
  'POST /api/user/characters/:id/review/changes': {
    path: (f) => `/api/user/characters/${f.owned.character}/review/changes`,
    json: { version: 1, note: 'Please make the dragon wave.' },
    expect: ownerSignedIn(409),
  },
  // The fixture's character has no square for sharing: the owner gets past the access check to 404.
  'GET /api/user/characters/:id/square': {
    path: (f) => `/api/user/characters/${f.owned.character}/square`,
    expect: ownerSignedIn(404),
  },
  'GET /api/user/animations/:id/file': {
    path: (f) => `/api/user/animations/${f.owned.animation}/file`,
    expect: ownerSignedIn(200),
  },
  'GET /api/user/backgrounds/:id/file': {
    path: (f) => `/api/user/backgrounds/${f.owned.background}/file`,
    expect: ownerSignedIn(200),
  },
  'GET /api/user/variations': { path: '/api/user/variations', expect: signedIn },
  'GET /api/user/variations/:id/file': {
    path: (f) => `/api/user/variations/${f.owned.variation}/file`,
    expect: ownerSignedIn(200),
  },
  'GET /api/user/animations/:id/variations': {
    path: (f) => `/api/user/animations/${f.owned.animation}/variations`,
    expect: ownerSignedIn(200),
  },
  'POST /api/user/animations/:id/variations/purchase': {
    path: (f) => `/api/user/animations/${f.owned.animation}/variations/purchase`,
    json: { variationName: 'Rules check', country: 'DE' },
    expect: ownerSignedIn(201),
  },
  // The owner gets past the access check to Stripe's verdict on a payment that does not exist (400).
  'POST /api/user/animations/:id/variations/complete-purchase': {
    path: (f) => `/api/user/animations/${f.owned.animation}/variations/complete-purchase`,
    json: { paymentIntentId: 'pi_not_this_purchase' },
    expect: ownerSignedIn(400),
  },
  // Marketplaces: lists are public, buying needs a session.
  'GET /api/backgrounds': { path: '/api/backgrounds', expect: everyone(200) },
  'POST /api/animations/:id/purchase': {
    path: (f) => `/api/animations/${f.forSale.animation}/purchase`,
    json: { country: 'DE' },
    expect: signedInAll(201),
  },
  'POST /api/animations/:id/complete-purchase': {
    path: (f) => `/api/animations/${f.forSale.animation}/complete-purchase`,
    json: { paymentIntentId: 'pi_not_this_purchase' },
    expect: signedInAll(400),
  },
  'POST /api/backgrounds/:id/purchase': {
    path: (f) => `/api/backgrounds/${f.forSale.background}/purchase`,
    json: { country: 'DE' },
    expect: signedInAll(201),
  },
  'POST /api/backgrounds/:id/complete-purchase': {
    path: (f) => `/api/backgrounds/${f.forSale.background}/complete-purchase`,
    json: { paymentIntentId: 'pi_not_this_purchase' },
    expect: signedInAll(400),
  },
};
