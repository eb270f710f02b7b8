import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

/** The look every text-like control shares; red border when its value was refused. */
export function controlClass(error: string | boolean | undefined, extra: string): string {
  return cn(
    'w-full min-w-0 rounded-2xl border-2 bg-white px-4 text-base text-ink shadow-[0_2px_0_0_rgba(42,31,61,0.06)] transition outline-none placeholder:text-ink-soft/70 focus-visible:border-grape focus-visible:ring-4 focus-visible:ring-grape/20',
    extra,
    error ? 'border-red-700' : 'border-ink/15 hover:border-ink/30',
  );
}

/** Ids for a control, its hint and its error, and the aria-describedby that joins them (after any given one). */
export function useFieldIds(hint: string | undefined, error: string | undefined, extraDescribedBy?: string) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [extraDescribedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

type FieldFrameProps = {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** Label, hint, the control, then the error: the frame of every form field. */
export function FieldFrame({ ids, label, hint, error, optional, className, children }: FieldFrameProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={ids.id} className="font-bold text-ink">
        {label}
        {optional ? <span className="font-semibold text-ink-soft"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
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
