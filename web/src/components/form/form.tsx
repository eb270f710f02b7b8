import type { ComponentProps } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

type FormProps<Values extends FieldValues, Submitted> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<Values, unknown, Submitted>;
  /** Called with the checked values; the form stays pending until it settles. */
  onSubmit: (values: Submitted) => unknown;
};

/** A `<form>` the kit's fields are bound to; the browser's own checks are off, the schema's messages show. */
export function Form<Values extends FieldValues, Submitted>({
  form,
  onSubmit,
  children,
  ...formProps
}: FormProps<Values, Submitted>) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          await onSubmit(values);
        })}
        {...formProps}
      >
        {children}
      </form>
    </FormProvider>
  );
}
