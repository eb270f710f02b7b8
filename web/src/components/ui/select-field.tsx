import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field-frame';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select a subject"); choosing nothing leaves the value ''. */
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean | undefined;
  className?: string | undefined;
};

/** A labelled native select (the phone's own picker) with its error under it. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  optional,
  className,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className="relative">
        <select
          id={ids.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClass(error, 'h-12 appearance-none pr-11')}
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
    </FieldFrame>
  );
}
