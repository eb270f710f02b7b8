/** Building blocks every domain schema uses, so a missing field always reads "Required" and a wrong one "Invalid input". */
import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { parseDollars } from './money.ts';
import { type CleanTextOptions, personText } from './text.ts';

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * The spec's generic messages. Set per schema rather than with `z.config()` because a global
 * map would also rewrite the messages of other libraries sharing this zod instance (better-auth).
 */
export const specError: z.core.$ZodErrorMap = (issue) =>
  isBlank(issue.input) ? MESSAGES.required : MESSAGES.invalidInput;

/** Params that give a schema (and, through zod's fallback, its checks) the spec's generic messages. */
export const generic = { error: specError } as const;

/** Params with one fixed message for every way the value can be wrong. */
export const says = (message: string) => ({ error: message }) as const;

export const IdSchema = z.string(generic).min(1).max(128);
export const UuidSchema = z.uuid(generic);

/** Timestamps travel as ISO 8601 text with a zone, e.g. from `Date.prototype.toISOString()`. */
export const TimestampSchema = z.iso.datetime({ offset: true, ...generic });

/** Money as the API shows it: dollars with exactly 2 decimals ("129.00"). Inside it is integer cents. */
export const DollarsSchema = z.string(generic).regex(/^-?\d+\.\d{2}$/);

/**
 * Where a stored file lives: a same-origin path ("/objects/...") or an http(s) URL. Other schemes
 * (javascript:, data:) are refused because people open these links.
 */
export const MediaUrlSchema = z
  .string(generic)
  .trim()
  .max(2048)
  .regex(/^(\/(?![/\\])|https?:\/\/)\S+$/);

/** JSON columns (customizations, parameters): an object with unknown values. */
export const JsonObjectSchema = z.record(z.string(generic), z.unknown(), generic);

/** An e-mail typed by a person: trimmed and lower-cased so the same address always matches. */
export const EmailInputSchema = z
  .string(says(MESSAGES.emailInvalid))
  .trim()
  .toLowerCase()
  .pipe(z.email(says(MESSAGES.emailInvalid)).max(254));

/** An e-mail as stored and returned. */
export const EmailSchema = z.email(generic);

/** A person's name: cleaned of invisible characters, trimmed, at least 2 characters. */
export function personName(tooShort: string) {
  return personText(says(tooShort)).trim().min(2).max(100, generic);
}

/** Required text: cleaned, trimmed, not empty, capped. */
export function requiredText(max: number, message: string = MESSAGES.required) {
  return personText(says(message)).trim().min(1).max(max, generic);
}

/**
 * Optional text: cleaned and trimmed; empty, whitespace-only or null become `undefined`, so
 * "omitted when empty" holds. `multiline` keeps tabs and line breaks (messages, notes).
 */
export function optionalText(max: number, options?: CleanTextOptions) {
  return personText(generic, options)
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** A dollar amount a person typed ("4.99", 4.99, "129") turned into integer cents; must be more than zero. */
export const PositiveCentsInputSchema = z.union([z.string(), z.number()], generic).transform((value, ctx) => {
  const cents = parseDollars(value);
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: 'custom', message: isBlank(value) ? MESSAGES.required : MESSAGES.invalidInput });
    return z.NEVER;
  }
  return cents;
});
