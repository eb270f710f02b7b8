import { DEFAULT_VAT_RATE_PERCENT, includedVatCents, parseVatRate } from '@dtm/shared/invoices';
import {
  DEFAULT_OSS_THRESHOLD_EUR,
  EU_COUNTRIES,
  type EurRate,
  HOME_COUNTRY,
  parseEurRate,
  parseVatTable,
  toEurCents,
  type VatDecision,
  type VatRules,
  vatFor,
} from '@dtm/shared/vat';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { ApiError } from '../lib/errors';

/** The VAT settings: [vars] in wrangler.toml (see the comments there and README.md). */
export type VatEnv = {
  /** The home rate in percent; empty: 19. */
  VAT_RATE_PERCENT?: string | undefined;
  /** EU rates "FR=20;IT=22;..."; empty: the built-in table of standard rates. */
  VAT_RATES?: string | undefined;
  /** Euros a calendar year; empty: 10000. */
  OSS_THRESHOLD_EUR?: string | undefined;
  /** "refuse" (default) or "home": an EU country without a configured rate. */
  VAT_UNKNOWN_COUNTRY?: string | undefined;
  /** Euros for one US dollar ("0.9214"), and the day that rate is of (YYYY-MM-DD). */
  EUR_PER_USD?: string | undefined;
  EUR_PER_USD_DATE?: string | undefined;
  APP_ENV?: string | undefined;
};

/** What development and the tests use when no exchange rate is configured (production must set one). */
export const DEV_EUR_RATE: EurRate = { currency: 'USD', eurPerUnit: '0.9200', date: '2026-12-01' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each VAT setting that is set but wrong, or missing in production, with how to fix it. */
export function vatProblems(env: VatEnv): string[] {
  const problems: string[] = [];
  if (parseVatTable(env.VAT_RATES) === null) {
    problems.push(`VAT_RATES "${env.VAT_RATES}" is no table of rates (e.g. "FR=20;IT=22", [vars]).`);
  }
  const threshold = (env.OSS_THRESHOLD_EUR ?? '').trim();
  if (threshold && !/^\d{1,9}$/.test(threshold)) {
    problems.push(`OSS_THRESHOLD_EUR "${threshold}" is no amount in whole euros (e.g. 10000, [vars]).`);
  }
  const unknown = (env.VAT_UNKNOWN_COUNTRY ?? '').trim();
  if (unknown && unknown !== 'refuse' && unknown !== 'home') {
    problems.push(`VAT_UNKNOWN_COUNTRY "${unknown}" must be "refuse" or "home" ([vars]).`);
  }
  const rate = (env.EUR_PER_USD ?? '').trim();
  const date = (env.EUR_PER_USD_DATE ?? '').trim();
  if (rate && parseEurRate(rate) === null) problems.push(`EUR_PER_USD "${rate}" is no exchange rate (e.g. 0.9214).`);
  if (date && !DATE.test(date)) problems.push(`EUR_PER_USD_DATE "${date}" is no date (YYYY-MM-DD).`);
  if (env.APP_ENV === 'production' && (!rate || !date)) {
    problems.push('EUR_PER_USD and EUR_PER_USD_DATE must be set: invoices in dollars show their VAT in euros too.');
  }
  return problems;
}

/** The exchange rate a new invoice fixes (configuration; the development default outside production). */
export function eurRateFrom(env: VatEnv): EurRate {
  const rate = (env.EUR_PER_USD ?? '').trim();
  const date = (env.EUR_PER_USD_DATE ?? '').trim();
  if (parseEurRate(rate) !== null && DATE.test(date)) return { currency: 'USD', eurPerUnit: rate, date };
  return DEV_EUR_RATE;
}

function homeRate(env: VatEnv): number {
  return parseVatRate(env.VAT_RATE_PERCENT) ?? DEFAULT_VAT_RATE_PERCENT * 100;
}

function thresholdEurCents(env: VatEnv): number {
  const value = Number((env.OSS_THRESHOLD_EUR ?? '').trim());
  return (
    (Number.isFinite(value) && (env.OSS_THRESHOLD_EUR ?? '').trim() !== '' ? value : DEFAULT_OSS_THRESHOLD_EUR) * 100
  );
}

/** Cross-border EU sales to consumers of a year: the euro net of that year's invoices to other EU countries. */
async function crossBorderEurCents(db: Db, year: number): Promise<number> {
  const abroad = [...EU_COUNTRIES].filter((code) => code !== HOME_COUNTRY);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${invoices.netEurCents}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.year, year), inArray(invoices.vatCountry, abroad), ne(invoices.vatCountry, HOME_COUNTRY)));
  return row?.total ?? 0;
}

/** The rules without the threshold's state (checkout's refusal does not depend on it). */
function baseRules(env: VatEnv, thresholdExceeded: boolean): VatRules {
  return {
    homeCountry: HOME_COUNTRY,
    homeRateBasisPoints: homeRate(env),
    rates: parseVatTable(env.VAT_RATES) ?? {},
    thresholdExceeded,
    unknownCountry: (env.VAT_UNKNOWN_COUNTRY ?? '').trim() === 'home' ? 'home' : 'refuse',
  };
}

/**
 * Checkout's check: throws the clear 400 when the buyer's country cannot be invoiced: an EU
 * country without a configured rate, or no country at all (unless VAT_UNKNOWN_COUNTRY is "home").
 */
export function assertSellable(env: VatEnv, country: string | null | undefined): void {
  const decided = vatFor(country, baseRules(env, true));
  if ('refused' in decided) throw new ApiError('BAD_REQUEST', decided.refused);
}

/**
 * The VAT of a new invoice of `grossCents` for a consumer in `country` in `year`: the destination
 * rate once this year's cross-border EU sales (this one included) or last year's are above the
 * threshold. A country refused at checkout that is paid anyway (a configuration change between)
 * gets the home rate: the money is in, the invoice must be issued.
 */
export async function decideVat(
  db: Db,
  env: VatEnv,
  country: string | null | undefined,
  grossCents: number,
  year: number,
  rate: EurRate,
): Promise<VatDecision> {
  const code = (country ?? '').trim().toUpperCase();
  let exceeded = false;
  if (code && code !== HOME_COUNTRY && EU_COUNTRIES.has(code)) {
    const limit = thresholdEurCents(env);
    const [thisYear, lastYear] = await Promise.all([crossBorderEurCents(db, year), crossBorderEurCents(db, year - 1)]);
    const home = homeRate(env);
    const thisSale = toEurCents(grossCents - includedVatCents(grossCents, home), rate);
    exceeded = lastYear > limit || thisYear + thisSale > limit;
  }
  const decided = vatFor(code, baseRules(env, exceeded));
  if ('refused' in decided) {
    // No country at all (paid before checkout asked for one): German VAT, and Germany recorded as its country.
    if (!code) return { country: HOME_COUNTRY, rateBasisPoints: homeRate(env), scheme: 'no-country' };
    return { country: code, rateBasisPoints: homeRate(env), scheme: 'no-rate-home' };
  }
  return decided;
}
