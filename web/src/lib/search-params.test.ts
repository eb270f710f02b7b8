import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('the address query', () => {
  it('reads every value as the text in the address', () => {
    expect(parseSearch('?search=60761089&page=2&token=12e45&flag=true')).toEqual({
      search: '60761089',
      page: '2',
      token: '12e45',
      flag: 'true',
    });
  });

  it('writes text that looks like a number without quotes, and leaves out what is not set', () => {
    expect(stringifySearch({ search: '60761089', page: 2, signedOut: undefined })).toBe('?search=60761089&page=2');
    expect(parseSearch(stringifySearch({ returnTo: '/admin/orders?search=1 2' }))).toEqual({
      returnTo: '/admin/orders?search=1 2',
    });
    expect(stringifySearch({})).toBe('');
  });
});
