import { describe, expect, it } from 'vitest';
import { isPersistedQueryKey, isProfileKey, profileUserId } from './persisted-keys';

describe('which queries are kept for offline use', () => {
  it("keeps the profile and the person's ['user', ...] data", () => {
    expect(isPersistedQueryKey(['/api', 'auth', 'user'])).toBe(true);
    expect(isPersistedQueryKey(['user', 'frames'])).toBe(true);
    expect(isPersistedQueryKey(['user', 'animations', 'a1', 'variations'])).toBe(true);
  });

  it('keeps nothing public, of checkout or of the back office', () => {
    expect(isPersistedQueryKey(['/api', 'animations'])).toBe(false);
    expect(isPersistedQueryKey(['/api', 'orders', 'o1'])).toBe(false);
    expect(isPersistedQueryKey(['admin', 'orders'])).toBe(false);
    expect(isPersistedQueryKey(['/api', 'auth', 'user', 'extra'])).toBe(false);
  });

  it('reads the owner from the profile', () => {
    expect(isProfileKey(['/api', 'auth', 'user'])).toBe(true);
    expect(profileUserId({ id: 'u1', email: 'a@example.com' })).toBe('u1');
    expect(profileUserId({ id: 7 })).toBe('7');
    expect(profileUserId(null)).toBeNull();
    expect(profileUserId({ email: 'a@example.com' })).toBeNull();
  });
});
