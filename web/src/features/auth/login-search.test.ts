import { describe, expect, it } from 'vitest';
import { hasLinkError, parseLoginSearch } from './login-search';

describe('parseLoginSearch', () => {
  it('keeps returnTo and the link error the API adds after a used link', () => {
    const search = parseLoginSearch({ returnTo: '/dashboard', linkError: 1, error: 'INVALID_TOKEN' });
    expect(search).toEqual({ returnTo: '/dashboard', linkError: 1, error: 'INVALID_TOKEN' });
    expect(hasLinkError(search)).toBe(true);
  });

  it('drops values that are not text and reports no link error for a plain visit', () => {
    const search = parseLoginSearch({ returnTo: { evil: true }, error: 42, other: 'x' });
    expect(search).toEqual({});
    expect(hasLinkError(search)).toBe(false);
  });

  it('keeps the address the sign-in page put in the URL, trimmed, and no empty one', () => {
    expect(parseLoginSearch({ returnTo: '/checkout/upload?token=t', email: ' gina@example.com ' })).toEqual({
      returnTo: '/checkout/upload?token=t',
      email: 'gina@example.com',
    });
    expect(parseLoginSearch({ email: '  ' })).toEqual({});
    expect(parseLoginSearch({ email: ['a@example.com'] })).toEqual({});
  });
});
