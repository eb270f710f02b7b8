import { describe, expect, it } from 'vitest';
import { recallSignInEmail, rememberSignInEmail, signInReason } from './sign-in-hint';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('the sign-in hint after checkout', () => {
  it('keeps the e-mail typed at checkout for the sign-in page, and is empty without one', () => {
    const store = memory();
    expect(recallSignInEmail(store)).toBe('');
    rememberSignInEmail('gina@example.com', store);
    expect(recallSignInEmail(store)).toBe('gina@example.com');
    expect(recallSignInEmail(null)).toBe('');
  });

  it('tells why the page opened from where it returns to', () => {
    expect(signInReason('/checkout/upload?token=abc')).toBe('paid');
    expect(signInReason('/upload/abc')).toBe('upload');
    expect(signInReason('/dashboard')).toBeNull();
  });
});
