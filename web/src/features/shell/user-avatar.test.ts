import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-avatar';

describe('initialsOf', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('AL');
  });

  it('falls back to one name, then to the e-mail', () => {
    expect(initialsOf({ firstName: 'Grace', lastName: null, email: null })).toBe('G');
    expect(initialsOf({ firstName: null, lastName: null, email: 'kim@example.com' })).toBe('K');
    expect(initialsOf({ firstName: ' ', lastName: undefined, email: undefined })).toBe('?');
  });
});
