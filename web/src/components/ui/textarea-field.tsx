import type { ComponentProps } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field-frame';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  /** The message under the field when its value was refused (the spec's words). */
  error?: string | undefined;
  hint?: string | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean | undefined;
  className?: string | undefined;
};

/** A labelled multi-line input with its hint and error under it, wired for screen readers. */
export function TextareaField({ label, error, hint, optional, className, ...textareaProps }: TextareaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <textarea
        id={ids.id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClass(error, 'min-h-32 py-3')}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
