import { RETURN_POSTAGES, type ReturnPostage } from '@dtm/shared/constants';

/**
 * The returns' deploy settings ([vars] in wrangler.toml): who pays the return postage and where
 * returned frames go. Production refuses to run while either is empty or wrong
 * (config/production-settings.ts); outside production the development defaults fill what is empty.
 */
export type ReturnsEnv = {
  APP_ENV?: string | undefined;
  /** "shop" (free returns: the shop pays on delivery) or "customer" (the sender pays). */
  RETURN_POSTAGE?: string | undefined;
  /** The return address's lines separated by ";" ("Shop GmbH - Returns; Street 1; 20095 Hamburg; Germany"). */
  RETURN_ADDRESS?: string | undefined;
};

/** What development and the tests use when a setting is empty. Obviously not a real address. */
export const DEV_RETURNS = {
  RETURN_POSTAGE: 'shop',
  RETURN_ADDRESS: 'Drawings-to-Magic GmbH - Returns; Musterstraße 1; 20095 Hamburg; Germany',
} as const;

export type ReturnSettings = { postage: ReturnPostage; address: string[] };

/** A return address needs someone to send it to, a street and a postcode with its city. */
const MIN_ADDRESS_LINES = 3;

function lines(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function isPostage(value: string): value is ReturnPostage {
  return (RETURN_POSTAGES as readonly string[]).includes(value);
}

/** Each returns setting that is missing (production) or wrong (anywhere), with how to fix it. */
export function returnsProblems(env: ReturnsEnv): string[] {
  const problems: string[] = [];
  const production = env.APP_ENV === 'production';
  const postage = (env.RETURN_POSTAGE ?? '').trim();
  if (postage ? !isPostage(postage) : production) {
    problems.push(
      `RETURN_POSTAGE must be "shop" (free returns) or "customer" (the sender pays)${postage ? `, not "${postage}"` : ''}: the return label and mail say who pays the postage ([vars] in wrangler.toml).`,
    );
  }
  const address = (env.RETURN_ADDRESS ?? '').trim();
  if (address ? lines(address).length < MIN_ADDRESS_LINES : production) {
    problems.push(
      `RETURN_ADDRESS must be the address returned frames are sent to, its lines separated by ";" (at least name; street; postcode and city), printed on every return label ([vars] in wrangler.toml).`,
    );
  }
  return problems;
}

/**
 * The settings as configured: outside production a setting that is empty (or wrong) takes the
 * development default; production never gets here misconfigured (it refuses to run).
 */
export function returnSettings(env: ReturnsEnv): ReturnSettings {
  const postage = (env.RETURN_POSTAGE ?? '').trim();
  const address = lines(env.RETURN_ADDRESS ?? '');
  return {
    postage: isPostage(postage) ? postage : DEV_RETURNS.RETURN_POSTAGE,
    address: address.length >= MIN_ADDRESS_LINES ? address : lines(DEV_RETURNS.RETURN_ADDRESS),
  };
}
