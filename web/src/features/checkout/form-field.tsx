import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The message under the field (the spec's words), if the value is refused. */
  error?: string | undefined;
  /** Marks the field invalid without its own message (the form shows one message for the group). */
  invalid?: boolean;
  hint?: string;
  optional?: boolean;
};

// Looks like components/ui/text-field.tsx; this one also marks a field invalid without its own message.
export const inputClass =
  'block h-12 w-full min-w-0 rounded-2xl border-2 bg-white px-4 text-base text-ink shadow-[0_2px_0_0_rgba(42,31,61,0.06)] transition outline-none placeholder:text-ink-soft/70 focus-visible:border-grape focus-visible:ring-4 focus-visible:ring-grape/20 disabled:opacity-60';

/** A labelled input with its hint and its error underneath, wired for screen readers. */
export function TextField({ label, error, invalid, hint, optional, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [input['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="font-bold">
        {label}
        {optional ? <span className="font-semibold text-ink-soft"> (optional)</span> : null}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, error || invalid ? 'border-red-700' : 'border-ink/15 hover:border-ink/30')}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A refused value's message, in the spec's words. */
export function FieldError({ id, children }: { id?: string | undefined; children: string }) {
  return (
    <p id={id} className="text-sm font-semibold text-red-700">
      {children}
    </p>
  );
}
