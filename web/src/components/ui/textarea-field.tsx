import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  /** The message under the field when its value was refused (the spec's words). */
  error?: string | undefined;
  hint?: string | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  className?: string;
};

/** A labelled multi-line input with its hint and error under it, wired for screen readers. */
export function TextareaField({ label, error, hint, optional, className, ...textareaProps }: TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="font-bold text-ink">
        {label}
        {optional ? <span className="font-semibold text-ink-soft"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-32 w-full min-w-0 rounded-2xl border-2 bg-white px-4 py-3 text-base text-ink shadow-[0_2px_0_0_rgba(42,31,61,0.06)] transition outline-none placeholder:text-ink-soft/70 focus-visible:border-grape focus-visible:ring-4 focus-visible:ring-grape/20',
          error ? 'border-red-700' : 'border-ink/15 hover:border-ink/30',
        )}
        {...textareaProps}
      />
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
