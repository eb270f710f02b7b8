import { describe, expect, it } from 'vitest';
import {
  AFTER_PAYMENT_MESSAGES,
  paymentReturnUrl,
  planAfterLink,
  planAfterPayment,
  readAuthenticationReturn,
  signInHref,
  uploadHref,
} from './checkout-redirects';

const order = { id: '3f6c2a8e-0b7d-4c1e-9a52-6d1f0e4b8c21', type: 'frame' } as const;
const TOKEN = 'tok_abcdefghijklmnop1234';
const paid = { ok: true, paymentStatus: 'paid', uploadToken: TOKEN } as const;

describe('after a payment', () => {
  it('sends a signed-in customer to the upload step after 2 s', () => {
    const plan = planAfterPayment({ order, completion: paid, fallbackUploadToken: null, signedIn: true });
    expect(plan).toEqual({
      href: `/checkout/upload?token=${TOKEN}`,
      delayMs: 2000,
      fullPageLoad: false,
      pendingOrder: null,
      processingError: false,
      message: AFTER_PAYMENT_MESSAGES.upload,
    });
  });

  it('saves a guest’s order and sends them to sign-in after 2 s, returning to the upload step', () => {
    const plan = planAfterPayment({
      order,
      completion: { ...paid, requiresRegistration: true },
      fallbackUploadToken: null,
      signedIn: false,
    });
    expect(plan.pendingOrder).toEqual({ orderId: order.id, uploadToken: TOKEN, orderType: 'frame' });
    expect(plan.delayMs).toBe(2000);
    expect(plan.fullPageLoad).toBe(true);
    expect(plan.href).toBe(`/api/login?returnTo=${encodeURIComponent(`/checkout/upload?token=${TOKEN}`)}`);
    expect(new URL(plan.href, 'http://shop.test').searchParams.get('returnTo')).toBe(`/checkout/upload?token=${TOKEN}`);
  });

  it('sends a guest who need not register to the upload step after 2 s, saving nothing', () => {
    const plan = planAfterPayment({
      order,
      completion: { ...paid, requiresRegistration: false },
      fallbackUploadToken: null,
      signedIn: false,
    });
    expect(plan).toMatchObject({ href: `/checkout/upload?token=${TOKEN}`, delayMs: 2000, pendingOrder: null });
  });

  it('still goes to the upload step after 3 s when completing fails, with the setup’s token', () => {
    const plan = planAfterPayment({ order, completion: { ok: false }, fallbackUploadToken: TOKEN, signedIn: true });
    expect(plan).toMatchObject({
      href: `/checkout/upload?token=${TOKEN}`,
      delayMs: 3000,
      processingError: true,
      pendingOrder: null,
    });
  });

  it('treats an order the server did not mark paid as a failure to complete', () => {
    const plan = planAfterPayment({
      order: { ...order, type: 'character' },
      completion: { ok: true, paymentStatus: 'pending', uploadToken: null, requiresRegistration: true },
      fallbackUploadToken: TOKEN,
      signedIn: false,
    });
    expect(plan.delayMs).toBe(3000);
    expect(plan.processingError).toBe(true);
    // The guest can still claim it after signing in.
    expect(plan.pendingOrder).toEqual({ orderId: order.id, uploadToken: TOKEN, orderType: 'character' });
  });
});

describe('after linking a pending order', () => {
  it('goes to the upload step after 1 s', () => {
    expect(planAfterLink({ pathname: '/dashboard', search: '' }, TOKEN)).toEqual({
      href: `/checkout/upload?token=${TOKEN}`,
      delayMs: 1000,
    });
  });

  it('stays when the sign-in already returned to that upload step', () => {
    expect(planAfterLink({ pathname: '/checkout/upload', search: `?token=${TOKEN}` }, TOKEN)).toBeNull();
    expect(planAfterLink({ pathname: '/checkout/upload', search: '?token=other-token-123456' }, TOKEN)).not.toBeNull();
  });
});

describe('addresses', () => {
  it('builds the upload, sign-in and 3-D Secure return addresses', () => {
    expect(uploadHref('a b')).toBe('/checkout/upload?token=a+b');
    expect(uploadHref(null)).toBe('/checkout/upload');
    expect(signInHref('/checkout/upload?token=x')).toBe('/api/login?returnTo=%2Fcheckout%2Fupload%3Ftoken%3Dx');
    expect(paymentReturnUrl('http://127.0.0.1:8788', order.id)).toBe(
      `http://127.0.0.1:8788/checkout/payment?orderId=${order.id}`,
    );
  });

  it('reads the verdict Stripe adds on the way back from 3-D Secure', () => {
    expect(readAuthenticationReturn({ payment_intent: 'pi_123', redirect_status: 'succeeded' })).toEqual({
      paymentIntentId: 'pi_123',
      succeeded: true,
    });
    expect(readAuthenticationReturn({ payment_intent: 'pi_123', redirect_status: 'failed' })?.succeeded).toBe(false);
    expect(readAuthenticationReturn({ payment_intent: 'pi_123' })).toBeNull();
    expect(
      readAuthenticationReturn({ payment_intent: 'javascript:alert(1)', redirect_status: 'succeeded' }),
    ).toBeNull();
    expect(readAuthenticationReturn({})).toBeNull();
  });
});
