import { describe, expect, it } from 'vitest';
import { SessionSchema, SignInInputSchema, safeReturnTo } from './auth.ts';
import { accepted, messageAt, NOW } from './testing.ts';

describe('SessionSchema', () => {
  it('accepts a stored session', () => {
    const session = { id: 'ses_1', userId: 'usr_1', token: 'a'.repeat(32), expiresAt: NOW };
    expect(accepted(SessionSchema, session)).toEqual(session);
  });

  it('refuses a session without expiry', () => {
    expect(messageAt(SessionSchema, { id: 'ses_1', userId: 'usr_1', token: 'a'.repeat(32) }, 'expiresAt')).toBe(
      'Required',
    );
  });
});

describe('safeReturnTo', () => {
  it.each(['/', '/dashboard', '/checkout/upload?token=abc', '/character/1/variations#top'])('keeps %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'dashboard',
    '',
    `/${'a'.repeat(2048)}`,
    undefined,
    null,
    42,
  ])('sends %j home instead', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});

describe('SignInInputSchema', () => {
  it('normalises the e-mail and keeps a safe return path', () => {
    expect(
      accepted(SignInInputSchema, { email: ' Anna@Example.com ', returnTo: '/checkout/upload?token=abc' }),
    ).toEqual({
      email: 'anna@example.com',
      returnTo: '/checkout/upload?token=abc',
    });
  });

  it('replaces an unsafe or missing return path with "/"', () => {
    expect(accepted(SignInInputSchema, { email: 'a@example.com', returnTo: '//evil.example' }).returnTo).toBe('/');
    expect(accepted(SignInInputSchema, { email: 'a@example.com' }).returnTo).toBe('/');
  });

  it('refuses a broken e-mail with the spec message', () => {
    expect(messageAt(SignInInputSchema, { email: 'anna' }, 'email')).toBe('Please enter a valid email address');
  });
});
