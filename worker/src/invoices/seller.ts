import { DEFAULT_VAT_RATE_PERCENT, formatVatRate, parseVatRate, type SellerDetails } from '@dtm/shared/invoices';
import { type VatEnv, vatProblems } from './vat';

/** The seller's settings: [vars] in wrangler.toml, read by invoices and the Legal Notice (VatEnv: the EU VAT ones). */
export type SellerEnv = VatEnv & {
  APP_ENV?: string | undefined;
  SELLER_NAME?: string | undefined;
  /** Address lines separated by ";" ("Musterstraße 1; 20095 Hamburg; Germany"). */
  SELLER_ADDRESS?: string | undefined;
  SELLER_VAT_ID?: string | undefined;
  SELLER_REGISTER?: string | undefined;
  SELLER_EMAIL?: string | undefined;
  /** Percent, up to 2 decimals; empty: 19. */
  VAT_RATE_PERCENT?: string | undefined;
};

/**
 * What development and the tests use when a setting is empty (production refuses to run
 * without the real ones, see config/production-settings.ts). Obviously not a real company.
 */
export const DEV_SELLER = {
  SELLER_NAME: 'Drawings-to-Magic GmbH (development)',
  SELLER_ADDRESS: 'Musterstraße 1; 20095 Hamburg; Germany',
  SELLER_VAT_ID: 'DE000000000',
  SELLER_REGISTER: 'Amtsgericht Hamburg, HRB 000000',
  SELLER_EMAIL: 'hello@drawings-to-magic.example',
} as const;

const REQUIRED = ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_VAT_ID', 'SELLER_REGISTER'] as const;

/** An EU VAT id: country code, then 2-12 letters or digits with digits among them (spaces as people write them). */
const VAT_ID = /^[A-Z]{2}(?=(?:[A-Z]*\d){2})[A-Z0-9+*]{2,12}$/;

/** Each seller setting production lacks or has wrong, with how to fix it. */
export function sellerProblems(env: SellerEnv): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED) {
    if (!(env[name] ?? '').trim()) {
      problems.push(`${name} must be set: invoices and the Legal Notice name the seller ([vars] in wrangler.toml).`);
    }
  }
  const vatId = (env.SELLER_VAT_ID ?? '').replaceAll(' ', '').toUpperCase();
  if (vatId && !VAT_ID.test(vatId)) {
    problems.push(`SELLER_VAT_ID "${env.SELLER_VAT_ID}" is no VAT id (e.g. DE123456789, [vars]).`);
  }
  if ((env.VAT_RATE_PERCENT ?? '').trim() && parseVatRate(env.VAT_RATE_PERCENT) === null) {
    problems.push(`VAT_RATE_PERCENT "${env.VAT_RATE_PERCENT}" is no rate in percent (e.g. 19 or 7.5, [vars]).`);
  }
  problems.push(...vatProblems(env));
  return problems;
}

function setting(env: SellerEnv, name: keyof typeof DEV_SELLER): string {
  const value = (env[name] ?? '').trim();
  if (value || env.APP_ENV === 'production') return value;
  return DEV_SELLER[name];
}

/** The seller as configured (outside production, the development defaults fill what is empty). */
export type Seller = {
  name: string;
  address: string[];
  vatId: string;
  register: string;
  email: string | undefined;
  vatRateBasisPoints: number;
};

export function sellerFrom(env: SellerEnv): Seller {
  return {
    name: setting(env, 'SELLER_NAME'),
    address: setting(env, 'SELLER_ADDRESS')
      .split(/[;\n]/)
      .map((line) => line.trim())
      .filter(Boolean),
    vatId: setting(env, 'SELLER_VAT_ID'),
    register: setting(env, 'SELLER_REGISTER'),
    email: setting(env, 'SELLER_EMAIL') || undefined,
    vatRateBasisPoints: parseVatRate(env.VAT_RATE_PERCENT) ?? DEFAULT_VAT_RATE_PERCENT * 100,
  };
}

/** The seller as the public Legal Notice shows it. */
export function presentSeller(seller: Seller): SellerDetails {
  return {
    name: seller.name,
    address: seller.address,
    vatId: seller.vatId,
    register: seller.register,
    email: seller.email ?? null,
    vatRate: formatVatRate(seller.vatRateBasisPoints),
  };
}
