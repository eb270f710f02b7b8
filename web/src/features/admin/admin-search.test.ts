import { describe, expect, it } from 'vitest';
import { parseAdminPagedSearch, parseAdminSearch } from './admin-search';

describe('the admin lists query', () => {
  it('keeps the search text, trimmed, and a whole page number', () => {
    expect(parseAdminPagedSearch({ search: '  Pat  ', page: 3 })).toEqual({ search: 'Pat', page: 3 });
    expect(parseAdminPagedSearch({ page: '12' })).toEqual({ search: undefined, page: 12 });
  });

  it('drops what does not fit instead of failing the page', () => {
    expect(parseAdminPagedSearch({ search: 'x'.repeat(201), page: 0 })).toEqual({ search: undefined, page: undefined });
    expect(parseAdminPagedSearch({ search: 42, page: 2.5 })).toEqual({ search: undefined, page: undefined });
    expect(parseAdminPagedSearch({ page: 100_001 })).toEqual({ search: undefined, page: undefined });
    expect(parseAdminSearch({ search: ['a'] })).toEqual({ search: undefined });
  });
});
