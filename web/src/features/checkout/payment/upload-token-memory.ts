/**
 * The upload token from the payment setup, kept for the tab while the customer is away on the
 * 3-D Secure page, so the order can still be finished if completing it fails after the return.
 */
const keyFor = (orderId: string) => `checkout:uploadToken:${orderId}`;

export function rememberUploadToken(orderId: string, token: string | null) {
  if (!token) return;
  try {
    window.sessionStorage.setItem(keyFor(orderId), token);
  } catch {
    // Only a fallback is lost.
  }
}

export function recallUploadToken(orderId: string): string | null {
  try {
    return window.sessionStorage.getItem(keyFor(orderId));
  } catch {
    return null;
  }
}
