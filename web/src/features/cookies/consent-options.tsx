import { useId } from 'react';
import type { OptionalCategory } from './consent';

export type ConsentDraft = Record<OptionalCategory, boolean>;

const CATEGORIES = [
  {
    key: 'necessary',
    title: 'Necessary',
    text: 'Keep you signed in, remember your order during checkout and this choice. The shop cannot work without them.',
  },
  {
    key: 'preferences',
    title: 'Preferences',
    text: 'Remember settings you choose, so the site looks the way you left it.',
  },
  {
    key: 'analytics',
    title: 'Analytics',
    text: 'Help us understand, without names, which pages families use, so we can improve them.',
  },
] as const;

type ConsentOptionsProps = {
  value: ConsentDraft;
  onChange: (next: ConsentDraft) => void;
};

/** One checkbox per cookie category; necessary cookies are always on. */
export function ConsentOptions({ value, onChange }: ConsentOptionsProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Cookie categories</legend>
      {CATEGORIES.map((category) => {
        const inputId = `${id}-${category.key}`;
        const necessary = category.key === 'necessary';
        return (
          <div key={category.key} className="flex items-start gap-3 rounded-2xl bg-paper p-3">
            <input
              id={inputId}
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-grape disabled:opacity-70"
              checked={necessary ? true : value[category.key]}
              disabled={necessary}
              aria-describedby={`${inputId}-text`}
              onChange={(event) => {
                if (!necessary) onChange({ ...value, [category.key]: event.target.checked });
              }}
            />
            <div className="grid gap-0.5">
              <label htmlFor={inputId} className="font-bold text-ink">
                {category.title}
                {necessary ? <span className="font-semibold text-ink-soft"> (always on)</span> : null}
              </label>
              <p id={`${inputId}-text`} className="text-sm text-ink-soft">
                {category.text}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
