import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  /** Called a moment after typing stops, and at once on Enter. */
  onSearch: (value: string) => void;
};

const DEBOUNCE_MS = 300;

/** A labelled search field that searches on the server as the admin types (debounced). */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      className="relative w-full max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="h-12 w-full rounded-2xl border-2 border-ink/15 bg-white pr-4 pl-12 text-base text-ink outline-none placeholder:text-ink-soft/70 hover:border-ink/30 focus-visible:border-grape focus-visible:ring-4 focus-visible:ring-grape/20"
      />
    </form>
  );
}
