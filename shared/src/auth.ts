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

/** What signing in, the session and the request checks answer when they refuse. */
export const AUTH_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  adminOnly: 'This area is for shop administrators only.',
  accountGone: 'Your account no longer exists. Please sign in again.',
  returnToRefused: 'The return address must be a page on this site, like /dashboard.',
  socialProviderOff: 'This sign-in method is not available. Please sign in with your e-mail address.',
  linkIncomplete: 'This sign-in link is incomplete. Please copy the whole link from the e-mail, or ask for a new one.',
  signInFailed: 'Signing in did not work. Please try again; if it keeps happening, contact support.',
  mailNotConfigured: 'We cannot send e-mail right now, so no sign-in link could be sent. Please try again later.',
  noOrigin: 'This request was refused: it has no Origin header. Use the shop from its own pages.',
} as const;

/** A state-changing request sent from another site's page. */
export function foreignOriginMessage(origin: string): string {
  return `This request was refused: it came from ${origin}, not from the shop's own pages.`;
}

/** Too many requests within a limit's window (sign-in links have their own words). */
export function tooManyRequestsMessage(signIn: boolean, minutes: number): string {
  return signIn
    ? `Too many sign-in requests. Please wait ${minutes} minutes and try again, or use the last link we sent.`
    : `Too many requests from this device. Please wait ${minutes} minutes and try again.`;
}
