import { describe, expect, it } from 'vitest';
import { parseCurrentUser } from './get-user';

describe('parseCurrentUser', () => {
  it('reads the signed-in user the API answers, and drops what the shell does not use', () => {
    const user = parseCurrentUser({
      id: 'u1',
      email: 'pat@example.com',
      firstName: 'Pat',
      lastName: null,
      profileImageUrl: null,
      isAdmin: true,
      createdAt: '2026-11-24T00:00:00.000Z',
    });
    expect(user).toEqual({
      id: 'u1',
      email: 'pat@example.com',
      firstName: 'Pat',
      lastName: null,
      profileImageUrl: null,
      isAdmin: true,
    });
    expect(user).not.toHaveProperty('createdAt');
  });

  it('takes a user without the admin flag for a customer', () => {
    expect(parseCurrentUser({ id: 7, email: 'a@example.com' })).toMatchObject({ id: 7, isAdmin: false });
  });

  it('refuses an answer that is not a user, so the shell says it could not check', () => {
    expect(() => parseCurrentUser(null)).toThrow(TypeError);
    expect(() => parseCurrentUser(['u1'])).toThrow(TypeError);
    expect(() => parseCurrentUser({ id: 'u1', email: 42 })).toThrow(/email/);
    expect(() => parseCurrentUser({ id: 'u1', isAdmin: 'yes' })).toThrow(/isAdmin/);
    expect(() => parseCurrentUser({ id: { nested: true } })).toThrow(/id/);
  });
});
