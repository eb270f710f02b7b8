/**
 * Where the checkout sends the customer next, and after how long (spec section 4). Pure, so
 * the delays and targets are tested without a browser.
 */
import { type OrderType, type PaymentStatus, REDIRECT_DELAYS_MS } from '@dtm/shared/constants';
import type { PendingOrder } from '@dtm/shared/orders';

export const UPLOAD_PATH = '/checkout/upload';
export const PAYMENT_PATH = '/checkout/payment';

/** The upload step for a paid order. */
export function uploadHref(token: string | null): string {
  return token ? `${UPLOAD_PATH}?${new URLSearchParams({ token })}` : UPLOAD_PATH;
}

/** The API's sign-in navigation, coming back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `/api/login?${new URLSearchParams({ returnTo })}`;
}

/** Where Stripe (or the emulator's 3-D Secure page) sends the customer back to. */
export function paymentReturnUrl(origin: string, orderId: string): string {
  return `${origin}${PAYMENT_PATH}?${new URLSearchParams({ orderId })}`;
}

/** What the server said when the payment was completed, or that completing it failed. */
export type Completion =
  | { ok: true; paymentStatus: PaymentStatus; uploadToken: string | null; requiresRegistration?: boolean | undefined }
  | { ok: false };

export type AfterPaymentPlan = {
  href: string;
  delayMs: number;
  /** A browser navigation (the API's sign-in), not a route change inside the app. */
  fullPageLoad: boolean;
  /** Saved in the browser before leaving, to be linked after sign-in. */
  pendingOrder: PendingOrder | null;
  /** The customer is told that payment went through but the order could not be completed. */
  processingError: boolean;
  /** What the payment dialog says while it waits. */
  message: string;
};

export const AFTER_PAYMENT_MESSAGES = {
  upload: 'Payment successful! Taking you to the artwork upload…',
  signIn: 'Payment successful! Please sign in next so we can keep your order with your account. Taking you there…',
  processingError:
    'Your payment went through, but we could not finish your order. Please contact support. Taking you to the upload page…',
} as const;

/**
 * After a successful card payment (or a free order): signed-in customers go to the upload step
 * after 2 s; guests who must register have the pending order saved and go to sign-in after 2 s;
 * when completing fails the customer is told and still goes to the upload step after 3 s.
 */
export function planAfterPayment(input: {
  order: { id: string; type: OrderType };
  completion: Completion;
  /** The token from the payment setup, used when the completion does not carry one. */
  fallbackUploadToken: string | null;
  signedIn: boolean;
}): AfterPaymentPlan {
  const { order, completion, signedIn } = input;
  const token = (completion.ok ? completion.uploadToken : null) ?? input.fallbackUploadToken;
  const pendingOrder: PendingOrder | null =
    !signedIn && token ? { orderId: order.id, uploadToken: token, orderType: order.type } : null;

  if (!completion.ok || completion.paymentStatus !== 'paid') {
    return {
      href: uploadHref(token),
      delayMs: REDIRECT_DELAYS_MS.afterFailure,
      fullPageLoad: false,
      pendingOrder,
      processingError: true,
      message: AFTER_PAYMENT_MESSAGES.processingError,
    };
  }
  if (completion.requiresRegistration && pendingOrder) {
    return {
      href: signInHref(uploadHref(token)),
      delayMs: REDIRECT_DELAYS_MS.afterPayment,
      fullPageLoad: true,
      pendingOrder,
      processingError: false,
      message: AFTER_PAYMENT_MESSAGES.signIn,
    };
  }
  return {
    href: uploadHref(token),
    delayMs: REDIRECT_DELAYS_MS.afterPayment,
    fullPageLoad: false,
    pendingOrder: null,
    processingError: false,
    message: AFTER_PAYMENT_MESSAGES.upload,
  };
}

/**
 * After a pending order was linked: the upload step after 1 s, unless the customer is already
 * on it (the sign-in's return target is the upload page itself).
 */
export function planAfterLink(
  location: { pathname: string; search: string },
  uploadToken: string,
): { href: string; delayMs: number } | null {
  const here = new URLSearchParams(location.search).get('token');
  if (location.pathname === UPLOAD_PATH && here === uploadToken) return null;
  return { href: uploadHref(uploadToken), delayMs: REDIRECT_DELAYS_MS.afterLink };
}

/** Stripe's (and the emulator's) query parameters on the return from 3-D Secure, if present. */
export type AuthenticationReturn = { paymentIntentId: string; succeeded: boolean };

export function readAuthenticationReturn(search: {
  payment_intent?: string | undefined;
  redirect_status?: string | undefined;
}): AuthenticationReturn | null {
  const id = search.payment_intent;
  if (!id || !/^pi_[A-Za-z0-9_]+$/.test(id) || !search.redirect_status) return null;
  return { paymentIntentId: id, succeeded: search.redirect_status === 'succeeded' };
}
