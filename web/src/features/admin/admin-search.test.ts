import { describe, expect, it } from 'vitest';
import { parseAdminOrderSearch, parseAdminPagedSearch, parseAdminSearch } from './admin-search';

describe('the admin lists query', () => {
  it('keeps the search text, trimmed, and a whole page number', () => {
    expect(parseAdminPagedSearch({ search: '  Pat  ', page: 3 })).toEqual({ search: 'Pat', page: 3 });
    expect(parseAdminPagedSearch({ page: '12' })).toEqual({ search: undefined, page: 12 });
  });

  it('drops what does not fit instead of failing the page', () => {
    expect(parseAdminPagedSearch({ search: 'x'.repeat(201), page: 0 })).toEqual({ search: undefined, page: undefined });
    expect(parseAdminPagedSearch({ search: { a: 1 }, page: 2.5 })).toEqual({ search: undefined, page: undefined });
    expect(parseAdminPagedSearch({ page: 100_001 })).toEqual({ search: undefined, page: undefined });
    expect(parseAdminSearch({ search: ['a'] })).toEqual({ search: undefined });
  });

  it('keeps a search the router read as a number or a yes/no (an order number of digits only)', () => {
    expect(parseAdminPagedSearch({ search: 60761089 })).toEqual({ search: '60761089', page: undefined });
    expect(parseAdminSearch({ search: true })).toEqual({ search: 'true' });
    expect(parseAdminSearch({ search: Number.NaN })).toEqual({ search: undefined });
  });

  it('keeps one kind of order for the orders list and drops an unknown one', () => {
    expect(parseAdminOrderSearch({ type: 'background', page: '2' })).toEqual({
      search: undefined,
      page: 2,
      type: 'background',
    });
    expect(parseAdminOrderSearch({ type: 'sticker' }).type).toBeUndefined();
  });
});
