/** Stripe's API key check: Bearer (or Basic) auth with a test key; answers Stripe's 401s. */
import type { KeyKind } from './api.ts';
import { authenticationError } from './errors.ts';

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

function mask(key: string): string {
  if (key.length <= 12) return '*'.repeat(key.length);
  return `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}

function keyFromHeader(header: string | undefined): string {
  const [scheme = '', value = ''] = (header ?? '').trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? '';
  return '';
}

/** The API key of a request and whether it is a secret (`sk_test_`, `rk_test_`) or publishable (`pk_test_`) key. */
export function authenticate(header: string | undefined): { key: string; kind: KeyKind } {
  const key = keyFromHeader(header);
  if (key === '') throw authenticationError(NO_KEY);
  if (/^(sk|rk)_test_\w+$/.test(key)) return { key, kind: 'secret' };
  if (/^pk_test_\w+$/.test(key)) return { key, kind: 'publishable' };
  if (/^(sk|rk|pk)_live_/.test(key)) {
    throw authenticationError(
      `The local Stripe emulator accepts only test mode keys. Invalid API Key provided: ${mask(key)}`,
    );
  }
  throw authenticationError(`Invalid API Key provided: ${mask(key)}`);
}
