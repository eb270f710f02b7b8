import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { asApiError } from '../../lib/api-client';

/**
 * Which form field shows an API field's message: a list when the names are the same, a map when
 * the API calls a field differently ("customerName" shown under "firstName").
 */
export type ServerFieldMap<Values extends FieldValues> =
  | readonly FieldPath<Values>[]
  | Readonly<Record<string, FieldPath<Values>>>;

function formFieldOf<Values extends FieldValues>(
  fields: ServerFieldMap<Values>,
  apiField: string,
): FieldPath<Values> | undefined {
  if (Array.isArray(fields)) {
    return (fields as readonly string[]).includes(apiField) ? (apiField as FieldPath<Values>) : undefined;
  }
  return Object.hasOwn(fields, apiField) ? (fields as Record<string, FieldPath<Values>>)[apiField] : undefined;
}

/**
 * Puts the API's field messages (`ApiError.fields`) under the form's fields; returns the API
 * fields that found a place on the form (an empty list when the error carried none).
 */
export function applyServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fields: ServerFieldMap<Values>,
): string[] {
  const shown: string[] = [];
  for (const [apiField, [message]] of Object.entries(asApiError(error)?.fields ?? {})) {
    const name = formFieldOf(fields, apiField);
    if (!name || !message) continue;
    setError(name, { type: 'server', message });
    shown.push(apiField);
  }
  return shown;
}
