/** Groups a typed card number in fours, as printed on the card ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Shapes a typed expiry as "MM / YY". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** "12 / 34" -> month 12, year 2034; null when it is not a month and a year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}
