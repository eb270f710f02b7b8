import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text of the given length (rejection sampling keeps it unbiased). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** An object id in Stripe's style: `pi_3QxY...` (prefix, underscore, 24 base62 characters). */
export function newId(prefix: string): string {
  return `${prefix}_3${randomBase62(23)}`;
}

/** Current time in Unix seconds, the unit of every `created` field. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
