import { z } from 'zod';
import { EmailInputSchema, generic, IdSchema, TimestampSchema } from './common.ts';

/** A sign-in session as stored; the token is only ever sent in the HttpOnly cookie. */
export const SessionSchema = z.object(
  {
    id: IdSchema,
    userId: IdSchema,
    token: z.string(generic).min(16),
    expiresAt: TimestampSchema,
  },
  generic,
);
export type Session = z.infer<typeof SessionSchema>;

// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path on this site to return to after sign-in, or "/" when the value could lead elsewhere
 * ("//host", "https://host", "/\\host", control characters) or is not a string.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\') || hasControlCharacter(value)) return '/';
  return value;
}

/** Body of the magic-link request; an unsafe `returnTo` quietly becomes "/" rather than failing the sign-in. */
export const SignInInputSchema = z.object(
  {
    email: EmailInputSchema,
    returnTo: z
      .string(generic)
      .nullish()
      .transform((value) => safeReturnTo(value)),
  },
  generic,
);
export type SignInInput = z.infer<typeof SignInInputSchema>;
