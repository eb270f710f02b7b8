import type { ComponentProps } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field-frame';

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
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClass(error, 'h-12')}
        {...inputProps}
      />
    </FieldFrame>
  );
}
