/**
 * EU VAT for consumers (no zod, the web's first bundle may use it): which rate an invoice uses by
 * the buyer's country under the One-Stop-Shop scheme, the euro figures of an invoice in another
 * currency, and country names.
 *
 * The rule (decided for issue #37, documented in README.md, "Deploying to Cloudflare"):
 * - the seller's home country (Germany): the home rate;
 * - another EU country: the home rate while the seller's cross-border EU sales to consumers stay
 *   at or below the threshold (EUR 10 000 a calendar year, configuration), the destination
 *   country's rate once they are above it (the sale that crosses it included) or were above it
 *   the year before;
 * - outside the EU: no VAT (an export of goods, or a digital service supplied outside the EU);
 * - no country known (a digital purchase, no country given and no earlier address): refused at
 *   checkout with VAT_MESSAGES.noCountry, or the home rate (Germany recorded as the VAT country)
 *   when VAT_UNKNOWN_COUNTRY is "home";
 * - an EU country without a configured rate: refused at checkout with VAT_MESSAGES.noRate, or the
 *   home rate when VAT_UNKNOWN_COUNTRY is "home".
 */

/** The seller's own country. */
export const HOME_COUNTRY = 'DE';

/** The distance-selling threshold of the OSS scheme, in euros a calendar year. */
export const DEFAULT_OSS_THRESHOLD_EUR = 10_000;

/**
 * Standard VAT rates of the 27 EU member states in basis points (2000 = 20 %), as of 2026. The
 * default table; VAT_RATES in the configuration replaces it ("FR=20;IT=22;...").
 */
export const EU_STANDARD_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** The EU member states (membership, not rates: a state may lack a configured rate). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(Object.keys(EU_STANDARD_VAT_RATES));

/** Why an invoice has its rate. */
export type VatScheme = 'home' | 'below-threshold' | 'oss' | 'outside-eu' | 'no-country' | 'no-rate-home';

export type VatDecision = { country: string | null; rateBasisPoints: number; scheme: VatScheme };

export type VatRules = {
  homeCountry: string;
  homeRateBasisPoints: number;
  /** Configured rates of EU countries, by upper-case code. */
  rates: Readonly<Record<string, number>>;
  /** Cross-border EU sales are above the threshold (this sale included). */
  thresholdExceeded: boolean;
  /** What an EU country without a configured rate gets. */
  unknownCountry: 'refuse' | 'home';
};

export const VAT_MESSAGES = {
  noCountry: 'Please choose your country: the VAT on your invoice depends on where you live.',
  noRate: (country: string) =>
    `We cannot sell to ${countryName(country)} at the moment: the VAT rate for it is not set up. Please contact us.`,
} as const;

/** The rate for a consumer in `country`, or `{ refused }` with the message checkout shows. */
export function vatFor(country: string | null | undefined, rules: VatRules): VatDecision | { refused: string } {
  const code = (country ?? '').trim().toUpperCase();
  const home = { country: code || null, rateBasisPoints: rules.homeRateBasisPoints };
  if (!code) {
    return rules.unknownCountry === 'home'
      ? { country: rules.homeCountry, rateBasisPoints: rules.homeRateBasisPoints, scheme: 'no-country' }
      : { refused: VAT_MESSAGES.noCountry };
  }
  if (code === rules.homeCountry) return { ...home, scheme: 'home' };
  if (!EU_COUNTRIES.has(code)) return { country: code, rateBasisPoints: 0, scheme: 'outside-eu' };
  const rate = rules.rates[code];
  if (rate === undefined) {
    return rules.unknownCountry === 'home'
      ? { ...home, scheme: 'no-rate-home' }
      : { refused: VAT_MESSAGES.noRate(code) };
  }
  if (!rules.thresholdExceeded) return { ...home, scheme: 'below-threshold' };
  return { country: code, rateBasisPoints: rate, scheme: 'oss' };
}

/** The sentence an invoice prints under its VAT line, by scheme. */
export function vatNote(decision: VatDecision, homeCountry = HOME_COUNTRY): string | null {
  const where = decision.country ? countryName(decision.country) : '';
  switch (decision.scheme) {
    case 'oss':
      return `VAT of ${where}, the country of consumption (One-Stop-Shop scheme, § 18j UStG).`;
    case 'below-threshold':
      return `${countryName(homeCountry)} VAT: cross-border EU sales are below the EUR 10,000 threshold (§ 3c (4) UStG).`;
    case 'outside-eu':
      return `Supply to ${where}, outside the EU: no German VAT is charged.`;
    default:
      return null;
  }
}

/**
 * "FR=20;IT=22" (or "FR:20, IT:22"; percent with up to 2 decimals) as basis points by upper-case
 * code; null when the text is not such a table. An empty text is the default table.
 */
export function parseVatTable(text: string | undefined): Record<string, number> | null {
  const value = (text ?? '').trim();
  if (!value) return { ...EU_STANDARD_VAT_RATES };
  const table: Record<string, number> = {};
  for (const part of value.split(/[;,\n]/)) {
    const entry = part.trim();
    if (!entry) continue;
    const match = /^([A-Za-z]{2})\s*[=:]\s*(\d{1,2}(?:\.\d{1,2})?)$/.exec(entry);
    if (!match?.[1] || !match[2]) return null;
    table[match[1].toUpperCase()] = Math.round(Number(match[2]) * 100);
  }
  return table;
}

/** An exchange rate fixed when the document is issued: euros for one unit of the invoice's currency. */
export type EurRate = { currency: string; eurPerUnit: string; date: string };

/** "0.9214" as millionths (921400), or null. Up to 6 decimals, above zero. */
export function parseEurRate(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (!/^\d{1,4}(\.\d{1,6})?$/.test(value)) return null;
  const micro = Math.round(Number(value) * 1_000_000);
  return micro > 0 ? micro : null;
}

/** Cents of the invoice's currency in euro cents at `rate`, rounded half up. */
export function toEurCents(cents: number, rate: EurRate): number {
  const micro = parseEurRate(rate.eurPerUnit) ?? 0;
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(cents) * micro + 500_000) / 1_000_000);
}

/** "EUR 1,234.56". */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}EUR ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

let names: Intl.DisplayNames | null | undefined;

/** "FR" -> "France"; the code itself when the runtime knows no name for it. */
export function countryName(code: string): string {
  const upper = code.trim().toUpperCase();
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
  }
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return names?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}
