import { sellerProblems } from '../invoices/seller';
import { invalidAdminNoticeEntries } from '../mail/admin-recipients';
import { returnsProblems } from '../returns/settings';

/** The settings a production deployment needs, checked by the Worker and by CI's deploy check. */

const SOCIAL_PROVIDERS = ['google', 'github'] as const;

function httpsUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Every setting production needs, each missing or wrong one named with how to fix it. Empty
 * outside production (development and tests run on the outbox and the Stripe emulator).
 */
export function productionProblems(env: Env): string[] {
  if (env.APP_ENV !== 'production') return [];
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  need(httpsUrl(env.PUBLIC_URL), "PUBLIC_URL must be the shop's https origin ([vars] in wrangler.toml).");
  need(
    (env.BETTER_AUTH_SECRET ?? '').length >= 32,
    'BETTER_AUTH_SECRET must be set to 32+ random characters (wrangler secret put BETTER_AUTH_SECRET).',
  );
  need(
    /^(sk|rk)_(live|test)_/.test(env.STRIPE_SECRET_KEY ?? ''),
    'STRIPE_SECRET_KEY must be set to an sk_live_/sk_test_ key (wrangler secret put STRIPE_SECRET_KEY).',
  );
  need(
    /^pk_(live|test)_/.test(env.STRIPE_PUBLISHABLE_KEY ?? ''),
    'STRIPE_PUBLISHABLE_KEY must be set to a pk_live_/pk_test_ key (wrangler secret put STRIPE_PUBLISHABLE_KEY).',
  );
  need(
    (env.STRIPE_WEBHOOK_SECRET ?? '').startsWith('whsec_'),
    "STRIPE_WEBHOOK_SECRET must be set to the endpoint's whsec_ secret (wrangler secret put STRIPE_WEBHOOK_SECRET).",
  );
  need(
    !env.STRIPE_API_URL,
    'STRIPE_API_URL must be empty in production (it points the shop at the local Stripe emulator).',
  );
  need(
    env.MAIL_TRANSPORT === 'http',
    `MAIL_TRANSPORT must be "http" in production, not "${env.MAIL_TRANSPORT}" (the outbox only stores mails for the local mailbox: nobody could sign in).`,
  );
  need(
    Boolean(env.MAIL_API_KEY),
    "MAIL_API_KEY must be set to the mail provider's key (wrangler secret put MAIL_API_KEY).",
  );
  need(
    /<?[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>?\s*$/.test(env.MAIL_FROM ?? ''),
    'MAIL_FROM must be a sender address like "Shop <hello@example.com>" ([vars]).',
  );
  need(
    !env.MAIL_API_URL || httpsUrl(env.MAIL_API_URL),
    'MAIL_API_URL must be empty (Resend) or an https URL ([vars]).',
  );
  for (const entry of invalidAdminNoticeEntries(env)) {
    problems.push(
      `ADMIN_NOTIFY_EMAILS has "${entry}", which is no e-mail address (comma-separated addresses, [vars]).`,
    );
  }
  problems.push(...sellerProblems(env));
  problems.push(...returnsProblems(env));
  const providers = (env.AUTH_SOCIAL_PROVIDERS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const provider of providers) {
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) {
      problems.push(
        `AUTH_SOCIAL_PROVIDERS names "${provider}"; the shop knows only ${SOCIAL_PROVIDERS.join(' and ')}.`,
      );
      continue;
    }
    const prefix = provider.toUpperCase();
    const id = env[`${prefix}_CLIENT_ID` as keyof Env];
    const secret = env[`${prefix}_CLIENT_SECRET` as keyof Env];
    need(
      Boolean(id && secret),
      `AUTH_SOCIAL_PROVIDERS has ${provider}, so ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set.`,
    );
  }
  return problems;
}
