/**
 * The one place that converts between integer cents (inside) and dollars (what the API shows).
 * Parsing works on the decimal text, never through float arithmetic, so 0.1 + 0.2 never drifts.
 */

const DOLLARS_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Integer cents -> "129.00". */
export function formatDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}${whole}.${rest.toString().padStart(2, '0')}`;
}

/** "129", "129.5", "129.00" or 129.5 -> integer cents; null when it is not an amount with at most 2 decimals. */
export function parseDollars(value: string | number): number | null {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  if (text === null) return null;
  const match = DOLLARS_PATTERN.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus ? -cents : cents;
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // toFixed(2) then compare guards against values like 1.005 that have no exact cents.
  const fixed = value.toFixed(2);
  return Math.abs(Number(fixed) - value) < 1e-9 ? fixed : null;
}

/** "$129.00", "$20,029.60", "-$5.00" for people (thousands grouped, as Intl's en-US currency format does). */
export function formatPrice(cents: number): string {
  const [whole = '0', rest = '00'] = formatDollars(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${rest}`;
}

/** An amount as the API sends it ("20029.60") for people: "$20,029.60"; text that is no amount is shown as it is. */
export function formatAmount(dollars: string): string {
  const cents = parseDollars(dollars);
  return cents === null ? `$${dollars}` : formatPrice(cents);
}

/** Sum of cent amounts, exact. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
