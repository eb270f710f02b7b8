import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';

type PersonalNoteFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & { error?: string | undefined };

/** The optional note for the artists (who is in the drawing, what it means to the child). */
export function PersonalNoteField({ error, className, ...textarea }: PersonalNoteFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="font-bold">
        Personal note <span className="font-semibold text-ink-soft">(optional)</span>
      </label>
      <p id={hintId} className="text-sm text-ink-soft">
        Tell our artists about the drawing: who is in it, their names, anything we should know.
      </p>
      <textarea
        {...textarea}
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={cn(
          'w-full min-w-0 rounded-2xl border-2 bg-white px-4 py-3 text-base text-ink shadow-[0_2px_0_0_rgba(42,31,61,0.06)] transition outline-none placeholder:text-ink-soft/70 focus-visible:border-grape focus-visible:ring-4 focus-visible:ring-grape/20',
          error ? 'border-red-700' : 'border-ink/15 hover:border-ink/30',
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
