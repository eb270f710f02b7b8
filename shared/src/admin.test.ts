import { describe, expect, it } from 'vitest';
import { AdminSearchQuerySchema } from './admin.ts';
import { accepted, messageAt } from './testing.ts';

describe('AdminSearchQuerySchema', () => {
  it('trims the search and treats a blank one as no filter', () => {
    expect(accepted(AdminSearchQuerySchema, { search: ' anna ' })).toEqual({ search: 'anna' });
    expect(accepted(AdminSearchQuerySchema, { search: '' })).toEqual({ search: undefined });
    expect(accepted(AdminSearchQuerySchema, {})).toEqual({ search: undefined });
  });

  it('refuses a repeated query parameter', () => {
    expect(messageAt(AdminSearchQuerySchema, { search: ['a', 'b'] }, 'search')).toBe('Invalid input');
  });
});
