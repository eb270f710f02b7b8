import { useCallback } from 'react';
import { SearchBox } from './search-box';
import { StatusSelect } from './status-select';

/** What a back-office list is narrowed to: both live in the page's URL (search params). */
export type ListFilter<S extends string> = { search?: string; status?: S };

type AdminListFiltersProps<S extends string> = {
  /** The list's name in the labels: "support requests", "variations". */
  what: string;
  placeholder: string;
  filter: ListFilter<S>;
  /** 'all' first, then the statuses. */
  statuses: readonly ('all' | S)[];
  /** The changed part of the filter; `undefined` clears it from the URL. Keep it stable (useCallback). */
  onChange: (change: ListFilter<S>) => void;
};

/** The search field and the status choice above a back-office list (support requests, variations). */
export function AdminListFilters<S extends string>({
  what,
  placeholder,
  filter,
  statuses,
  onChange,
}: AdminListFiltersProps<S>) {
  // Stable, so the search field's pause-after-typing is not restarted by the list re-rendering.
  const onSearch = useCallback((text: string) => onChange({ search: text || undefined }), [onChange]);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <SearchBox label={`Search ${what}`} placeholder={placeholder} value={filter.search ?? ''} onSearch={onSearch} />
      <StatusSelect
        label={`Show ${what} with status`}
        value={filter.status ?? 'all'}
        options={statuses}
        onChange={(status) => onChange({ status: status === 'all' ? undefined : status })}
      />
    </div>
  );
}
