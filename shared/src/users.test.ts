import { describe, expect, it } from 'vitest';
import { accepted, messageAt, NOW } from './testing.ts';
import { CurrentUserSchema, UpdateProfileInputSchema, UserSchema } from './users.ts';

const user = {
  id: 'usr_1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  createdAt: NOW,
  updatedAt: NOW,
};

describe('UserSchema', () => {
  it('accepts a user without a last name or picture', () => {
    expect(accepted(UserSchema, user)).toEqual(user);
  });

  it('refuses a user whose admin flag is text', () => {
    expect(messageAt(UserSchema, { ...user, isAdmin: 'yes' }, 'isAdmin')).toBe('Invalid input');
  });
});

describe('CurrentUserSchema', () => {
  it('keeps only what the shell reads', () => {
    expect(accepted(CurrentUserSchema, user)).toEqual({
      id: 'usr_1',
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: null,
      profileImageUrl: null,
      isAdmin: false,
    });
  });

  it('refuses a user without e-mail', () => {
    expect(messageAt(CurrentUserSchema, { ...user, email: undefined }, 'email')).toBe('Required');
  });
});

describe('UpdateProfileInputSchema', () => {
  it('accepts both names', () => {
    expect(accepted(UpdateProfileInputSchema, { firstName: ' Anna ', lastName: 'Berg' })).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
    });
  });

  it('refuses a blank name and one over 100 characters', () => {
    expect(messageAt(UpdateProfileInputSchema, { firstName: ' ', lastName: 'Berg' }, 'firstName')).toBe('Required');
    expect(messageAt(UpdateProfileInputSchema, { firstName: 'Anna', lastName: 'B'.repeat(101) }, 'lastName')).toBe(
      'Invalid input',
    );
  });
});
