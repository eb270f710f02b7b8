import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError, type ErrorCode, type FieldErrors } from './errors';

/** Field messages keyed by their path ("shippingAddress.city"); "_" for the whole body. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/**
 * Parses the request part with a shared zod schema; a failure is a 400 with the field messages
 * (or `code`: an id in the path that cannot exist is simply not found).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  code: ErrorCode = 'BAD_REQUEST',
) {
  return validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) {
      const fields = fieldErrors(result.error);
      const first = result.error.issues[0]?.message ?? 'Invalid input';
      throw new ApiError(code, first, { fields });
    }
    return result.data;
  });
}
