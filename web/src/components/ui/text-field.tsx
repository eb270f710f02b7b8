import type { ComponentProps } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field-frame';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The message under the field when its value was refused (the spec's words). */
  error?: string | undefined;
  /** Marks the field refused without a message of its own (the form shows one for the group). */
  invalid?: boolean | undefined;
  /** A short help text under the label. */
  hint?: string | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean | undefined;
  className?: string | undefined;
};

/** A labelled input with its hint and error under it, wired for screen readers. */
export function TextField({
  label,
  error,
  invalid,
  hint,
  optional,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(hint, error, describedBy);
  const refused = Boolean(error) || invalid === true;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input
        id={ids.id}
        aria-invalid={refused ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClass(refused, 'h-12 disabled:opacity-60')}
        {...inputProps}
      />
    </FieldFrame>
  );
}
