import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The message under the field when its value was refused (the spec's words). */
  error?: string | undefined;
  /** A short help text under the label. */
  hint?: string | undefined;
  className?: string;
};

/** A labelled input with its hint and error under it, wired for screen readers. */
export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-12 w-full min-w-0 rounded-2xl border-2 bg-white px-4 text-base text-ink shadow-[0_2px_0_0_rgba(42,31,61,0.06)] transition outline-none placeholder:text-ink-soft/70 focus-visible:border-grape focus-visible:ring-4 focus-visible:ring-grape/20',
          error ? 'border-red-700' : 'border-ink/15 hover:border-ink/30',
        )}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
