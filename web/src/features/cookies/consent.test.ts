import { describe, expect, it } from 'vitest';
import { allows, CONSENT_STORAGE_KEY, makeConsent, parseConsent, readConsent } from './consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('cookie consent', () => {
  it('allows only necessary storage before a choice is made', () => {
    expect(allows(null, 'necessary')).toBe(true);
    expect(allows(null, 'preferences')).toBe(false);
    expect(allows(null, 'analytics')).toBe(false);
  });

  it('follows the categories the visitor chose', () => {
    const choice = makeConsent({ preferences: true, analytics: false }, new Date('2025-08-14T10:00:00Z'));
    expect(choice.decidedAt).toBe('2025-08-14T10:00:00.000Z');
    expect(allows(choice, 'preferences')).toBe(true);
    expect(allows(choice, 'analytics')).toBe(false);
    expect(allows(choice, 'necessary')).toBe(true);
  });

  it('reads back a saved choice and ignores anything else', () => {
    const saved = makeConsent({ preferences: false, analytics: true });
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(saved) }))).toEqual(saved);
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(null)).toBeNull();
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent('{"version":2,"preferences":true,"analytics":true,"decidedAt":"x"}')).toBeNull();
    expect(parseConsent('{"version":1,"preferences":"yes","analytics":true,"decidedAt":"x"}')).toBeNull();
  });
});
