/**
 * 2. Bad input, what is sent: malformed bodies made from a route's valid one (`bodyVariants`, in
 * tiers), malformed path parameter values and malformed query strings.
 */
import { DEMO_USERS } from '../../seed/demo-data';

const HUGE = 'A'.repeat(1_500_000);
/** `tier` orders the work: when the time budget runs out, the later tiers are the ones left out. */
export type Variant = { name: string; tier: number; body: string | Uint8Array; contentType: string };

function mapLeaves(value: unknown, onString: (s: string) => unknown, onNumber: (n: number) => unknown): unknown {
  if (typeof value === 'string') return onString(value);
  if (typeof value === 'number') return onNumber(value);
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, onString, onNumber));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, onString, onNumber)]));
  }
  return value;
}
const eachField = (value: unknown, to: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0
    ? Object.fromEntries(Object.keys(value).map((k) => [k, to]))
    : { field: to };
const isNumeric = (s: string) => /^-?\d+(\.\d+)?$/.test(s);

/** Malformed bodies made from a route's valid one; variants that come out equal to it are left out. */
export function bodyVariants(valid: unknown): Variant[] {
  const base = valid && typeof valid === 'object' ? valid : {};
  const validText = JSON.stringify(base);
  const json = (name: string, tier: number, value: unknown): Variant => ({
    name,
    tier,
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  const raw = (name: string, tier: number, body: string | Uint8Array, contentType = 'application/json'): Variant => ({
    name,
    tier,
    body,
    contentType,
  });
  const hasFields = Object.keys(base).length > 0;
  const strings = (fn: (s: string) => string, none: Record<string, string>) =>
    hasFields ? mapLeaves(base, fn, (n) => n) : none;
  // Bytes that are not UTF-8 inside the first string value.
  const firstString = validText.match(/"(?:[^"\\]|\\.)*"\s*:\s*"/);
  const cut = firstString ? (firstString.index ?? 0) + firstString[0].length : -1;
  const invalidUtf8 =
    cut > 0
      ? Buffer.concat([
          Buffer.from(validText.slice(0, cut)),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from(validText.slice(cut)),
        ])
      : Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
  const variants = [
    raw('not JSON', 1, '{"oops": '),
    raw('empty', 1, ''),
    json('array', 1, []),
    json('null', 1, null),
    json(
      'huge strings',
      2,
      hasFields
        ? mapLeaves(
            base,
            () => HUGE,
            (n) => n,
          )
        : { note: HUGE },
    ),
    json('wrong types', 1, eachField(base, 12345)),
    json(
      'NUL bytes',
      1,
      strings((s) => `${s.slice(0, 1)}\u0000${s.slice(1)}`, { note: 'a\u0000b' }),
    ),
    json(
      'lone surrogate',
      1,
      strings((s) => `\uD800${s}`, { note: '\uD800' }),
    ),
    json(
      'RTL override',
      1,
      strings((s) => `\u202E${s}`, { note: '\u202Etxt.exe' }),
    ),
    raw(
      'extra fields',
      1,
      `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${validText.slice(1, -1)}${
        hasFields ? ',' : ''
      }"isAdmin":true,"is_admin":1,"userId":"${DEMO_USERS.admin.id}","paymentStatus":"paid","amountCents":1}`,
    ),
    raw('text/plain', 5, 'hello there', 'text/plain'),
    json('array of valid', 5, [base]),
    json('number', 5, 42),
    raw('deep nesting', 5, `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    raw('invalid UTF-8', 5, invalidUtf8),
    json('wrong types: object', 5, eachField(base, { $gt: '' })),
    json('wrong types: array', 5, eachField(base, ['x'])),
    json(
      'negative numbers',
      5,
      mapLeaves(
        base,
        (s) => (isNumeric(s) ? `-${s}` : s),
        () => -1,
      ),
    ),
    json(
      'huge numbers',
      5,
      mapLeaves(
        base,
        (s) => (isNumeric(s) ? '9'.repeat(30) : s),
        () => 1e308,
      ),
    ),
    raw('number 1e999', 5, JSON.stringify(eachField(base, 0)).replaceAll(':0', ':1e999')),
  ];
  return variants.filter((v) => typeof v.body !== 'string' || v.body !== validText);
}

export const PARAM_VALUES = [
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
  '%E0%A4%A',
  '%ED%A0%80',
  "1'%20OR%20'1'%3D'1",
];
export const QUERIES = [
  `search=${'a'.repeat(5000)}&category=${'b'.repeat(5000)}`,
  'search=%&category=%E0%A4%A',
  'search=%00%ED%A0%80&category=%E2%80%AE',
  'search[]=a&search[]=b&category[]=x',
  'page=-1&pageSize=1e9&page=99999999999999999999',
  'returnTo=//evil.example/x&callbackURL=https://evil.example&token=%00',
];
