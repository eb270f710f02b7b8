/** The form kit: a zod-checked react-hook-form, fields bound to it, the submit button, server errors. */
export { Form } from './form';
export { FormSelectField, FormTextareaField, FormTextField } from './form-fields';
export { applyServerErrors, type ServerFieldMap } from './server-errors';
export { SubmitButton } from './submit-button';
export { useZodForm, type ZodForm } from './use-zod-form';
