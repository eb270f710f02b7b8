/**
 * The e-mail address a guest typed at checkout, kept for this tab so the sign-in page that
 * follows the payment can fill it in. Session storage: gone when the tab closes.
 */
const KEY = 'dtm-sign-in-email';

type HintStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): HintStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the field stays empty
  }
}

export function rememberSignInEmail(email: string, store: HintStorage | null = storage()): void {
  try {
    store?.setItem(KEY, email);
  } catch {
    // full or blocked: nothing lost but a convenience
  }
}

export function recallSignInEmail(store: HintStorage | null = storage()): string {
  try {
    return store?.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Why the sign-in page was opened, read from where it returns to: after paying, or to add the drawing. */
export type SignInReason = 'paid' | 'upload' | null;

export function signInReason(returnTo: string): SignInReason {
  if (returnTo.startsWith('/checkout/upload')) return 'paid';
  if (returnTo.startsWith('/upload/')) return 'upload';
  return null;
}
