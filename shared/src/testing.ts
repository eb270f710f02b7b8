/** Test helpers: what a person would read when a value is refused. */
import type { z } from 'zod';

/** The first message reported at `path` ("" for the value itself, "a.b" for nested fields); throws if the value was accepted. */
export function messageAt(schema: z.ZodType, value: unknown, path = ''): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  const issue = result.error.issues.find((candidate) => candidate.path.join('.') === path);
  if (!issue) {
    const seen = result.error.issues.map((candidate) => `${candidate.path.join('.')}: ${candidate.message}`);
    throw new Error(`no issue at "${path}"; issues: ${seen.join('; ')}`);
  }
  return issue.message;
}

/** The parsed value; throws with the messages if it was refused. */
export function accepted<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  return result.data;
}

export const ORDER_ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
export const OTHER_ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const UPLOAD_TOKEN = 'tok_abcdefghijklmnop';
export const NOW = '2025-08-14T10:00:00.000Z';
export const PAYMENT_INTENT_ID = 'pi_3MtwBwLkdIwHu7ix28a3tqPa';
