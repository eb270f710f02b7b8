import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select a subject"); choosing nothing leaves the value ''. */
  placeholder?: string;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
};

/** A labelled native select (the phone's own picker) with its error under it. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  optional,
  className,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="font-bold text-ink">
        {label}
        {optional ? <span className="font-semibold text-ink-soft"> (optional)</span> : null}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'h-12 w-full min-w-0 appearance-none rounded-2xl border-2 bg-white pr-11 pl-4 text-base text-ink shadow-[0_2px_0_0_rgba(42,31,61,0.06)] transition outline-none focus-visible:border-grape focus-visible:ring-4 focus-visible:ring-grape/20',
            error ? 'border-red-700' : 'border-ink/15 hover:border-ink/30',
          )}
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-soft"
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
