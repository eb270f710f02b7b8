import { describe, expect, it } from 'vitest';
import { type CurrentUser, parseCurrentUser, publishAuthState, readAuthState, subscribeAuth } from './get-user';

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

describe('the sign-in state the shell reads', () => {
  it('tells its readers only of a real change: an equal state again makes React render nothing again', () => {
    const before = readAuthState();
    const notified: string[] = [];
    const unsubscribe = subscribeAuth(() => notified.push(readAuthState().status));
    const user: CurrentUser = { id: 'u1', email: 'pat@example.com', isAdmin: false };
    try {
      // The first answer of the user query is "still checking", as the state starts: no change.
      publishAuthState({ status: 'loading' }, () => {});
      expect(notified).toEqual([]);
      publishAuthState({ status: 'signed-out' }, () => {});
      publishAuthState({ status: 'signed-out' }, () => {});
      expect(notified).toEqual(['signed-out']);
      publishAuthState({ status: 'signed-in', user }, () => {});
      publishAuthState({ status: 'signed-in', user }, () => {});
      // Another answer for the same person (a refetch) is a change: the shell shows the new name.
      publishAuthState({ status: 'signed-in', user: { ...user, firstName: 'Pat' } }, () => {});
      expect(notified).toEqual(['signed-out', 'signed-in', 'signed-in']);
    } finally {
      unsubscribe();
      publishAuthState(before, () => {});
    }
  });
});
