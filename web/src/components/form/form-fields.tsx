import { type FieldValues, get, type UseFormRegister, useFormContext, useFormState } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../ui/select-field';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { TextareaField, type TextareaFieldProps } from '../ui/textarea-field';

/** The registration and the refused value's message of the field `name` of the enclosing `<Form>`. */
function useBoundField(name: string): ReturnType<UseFormRegister<FieldValues>> & { error: string | undefined } {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return { ...register(name), error: typeof error === 'string' ? error : undefined };
}

type Bound<Props> = Omit<Props, 'error' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  /** The field's path in the form's values. */
  name: string;
};

/** A text input bound to the enclosing `<Form>`: label, hint, and the schema's message under it. */
export function FormTextField({ name, ...props }: Bound<TextFieldProps>) {
  return <TextField {...props} {...useBoundField(name)} />;
}

/** A multi-line input bound to the enclosing `<Form>`. */
export function FormTextareaField({ name, ...props }: Bound<TextareaFieldProps>) {
  return <TextareaField {...props} {...useBoundField(name)} />;
}

/** A native select bound to the enclosing `<Form>`. */
export function FormSelectField({ name, ...props }: Bound<SelectFieldProps>) {
  return <SelectField {...props} {...useBoundField(name)} />;
}
