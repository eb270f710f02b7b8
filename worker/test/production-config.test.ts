import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { productionProblems } from '../src/config/production-settings';
import { createDb } from '../src/db/client';
import worker from '../src/index';
import { sendMail } from '../src/mail/mailer';
import { ORIGIN } from './helpers';

/** A production deployment with every setting right (values shaped as the real ones are). */
const CONFIGURED = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  BETTER_AUTH_SECRET: 'x'.repeat(44),
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_API_URL: '',
  MAIL_TRANSPORT: 'http',
  MAIL_API_KEY: 're_abc',
  MAIL_FROM: 'Drawings-to-Magic <hello@drawings-to-magic.example>',
  MAIL_API_URL: '',
  AUTH_SOCIAL_PROVIDERS: '',
  ADMIN_NOTIFY_EMAILS: 'ops@shop.example',
  SELLER_NAME: 'Drawings-to-Magic GmbH',
  SELLER_ADDRESS: 'Hafenstraße 1; 20457 Hamburg; Germany',
  SELLER_VAT_ID: 'DE123456789',
  SELLER_REGISTER: 'Amtsgericht Hamburg, HRB 123456',
  SELLER_EMAIL: 'hello@drawings-to-magic.example',
  VAT_RATE_PERCENT: '19',
  EUR_PER_USD: '0.9214',
  EUR_PER_USD_DATE: '2026-12-04',
  RETURN_POSTAGE: 'shop',
  RETURN_ADDRESS: 'Drawings-to-Magic GmbH - Returns; Hafenstraße 1; 20457 Hamburg; Germany',
};

const productionEnv = (overrides: Record<string, string | undefined> = {}) =>
  ({ ...env, ...CONFIGURED, ...overrides }) as unknown as Env;

function fetchAs(deployed: Env, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== 'GET') headers.set('origin', 'https://shop.example');
  return worker.fetch(
    new Request(`https://shop.example${path}`, { ...init, headers }),
    deployed,
    createExecutionContext(),
  );
}

const outboxCount = async (to: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM outbox_mails WHERE "to" = ?').bind(to).first<{ n: number }>())?.n;

describe('production refuses to run misconfigured', () => {
  it('names nothing when every production setting is right, and nothing outside production', () => {
    expect(productionProblems(productionEnv())).toEqual([]);
    expect(productionProblems(env)).toEqual([]);
  });

  it.each([
    ['PUBLIC_URL', { PUBLIC_URL: '' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://shop.example' }],
    ['BETTER_AUTH_SECRET', { BETTER_AUTH_SECRET: undefined }],
    ['BETTER_AUTH_SECRET', { BETTER_AUTH_SECRET: 'short' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: undefined }],
    ['STRIPE_PUBLISHABLE_KEY', { STRIPE_PUBLISHABLE_KEY: '' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: undefined }],
    ['STRIPE_API_URL', { STRIPE_API_URL: 'http://127.0.0.1:12111' }],
    ['MAIL_TRANSPORT', { MAIL_TRANSPORT: 'outbox' }],
    ['MAIL_API_KEY', { MAIL_API_KEY: undefined }],
    ['MAIL_FROM', { MAIL_FROM: '' }],
    ['MAIL_API_URL', { MAIL_API_URL: 'http://mail.example' }],
    ['GOOGLE_CLIENT_ID', { AUTH_SOCIAL_PROVIDERS: 'google' }],
    ['AUTH_SOCIAL_PROVIDERS', { AUTH_SOCIAL_PROVIDERS: 'facebook' }],
    ['ADMIN_NOTIFY_EMAILS', { ADMIN_NOTIFY_EMAILS: 'ops@shop.example, the studio' }],
    ['SELLER_NAME', { SELLER_NAME: '' }],
    ['SELLER_ADDRESS', { SELLER_ADDRESS: undefined }],
    ['SELLER_VAT_ID', { SELLER_VAT_ID: '' }],
    ['SELLER_VAT_ID', { SELLER_VAT_ID: 'not a vat id' }],
    ['SELLER_REGISTER', { SELLER_REGISTER: ' ' }],
    ['VAT_RATE_PERCENT', { VAT_RATE_PERCENT: 'nineteen' }],
    ['VAT_RATES', { VAT_RATES: 'France 20' }],
    ['VAT_UNKNOWN_COUNTRY', { VAT_UNKNOWN_COUNTRY: 'guess' }],
    ['EUR_PER_USD', { EUR_PER_USD: '' }],
    ['EUR_PER_USD_DATE', { EUR_PER_USD_DATE: '4.12.2026' }],
    ['RETURN_POSTAGE', { RETURN_POSTAGE: '' }],
    ['RETURN_POSTAGE', { RETURN_POSTAGE: 'free' }],
    ['RETURN_ADDRESS', { RETURN_ADDRESS: undefined }],
    ['RETURN_ADDRESS', { RETURN_ADDRESS: 'Hamburg' }],
  ])('names %s when it is missing or wrong', (name, overrides) => {
    const problems = productionProblems(productionEnv(overrides));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('answers sign-in with 503 and stores no link when production is left on the outbox', async () => {
    const deployed = productionEnv({ MAIL_TRANSPORT: 'outbox' });
    const res = await fetchAs(deployed, '/api/auth/sign-in/magic-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'prod-outbox@example.com' }),
    });
    expect(res.status).toBe(503);
    const body = (await res.json()) as { code: string; error: string };
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error).toMatch(/not available right now/);
    expect(await outboxCount('prod-outbox@example.com')).toBe(0);
  });

  it('has the health check name every missing setting, and answers 200 once all are set', async () => {
    const bare = await fetchAs(productionEnv({ PUBLIC_URL: '', MAIL_API_KEY: undefined }), '/api/health');
    expect(bare.status).toBe(503);
    const body = (await bare.json()) as { status: string; problems: string[] };
    expect(body.status).toBe('misconfigured');
    expect(body.problems.join(' ')).toContain('PUBLIC_URL');
    expect(body.problems.join(' ')).toContain('MAIL_API_KEY');
    expect((await fetchAs(productionEnv(), '/api/health')).status).toBe(200);
  });

  it('names the seller details on the health check when production has none (invoices and the Legal Notice need them)', async () => {
    const unnamed = productionEnv({ SELLER_NAME: '', SELLER_ADDRESS: '', SELLER_VAT_ID: '', SELLER_REGISTER: '' });
    const res = await fetchAs(unnamed, '/api/health');
    expect(res.status).toBe(503);
    const { problems } = (await res.json()) as { problems: string[] };
    for (const name of ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_VAT_ID', 'SELLER_REGISTER']) {
      expect(problems.some((problem) => problem.startsWith(`${name} must be set`))).toBe(true);
    }
    expect((await fetchAs(unnamed, '/api/legal/seller')).status).toBe(503);
    const seller = await fetchAs(productionEnv(), '/api/legal/seller');
    expect(await seller.json()).toMatchObject({
      name: 'Drawings-to-Magic GmbH',
      vatId: 'DE123456789',
      vatRate: '19 %',
    });
  });

  it('never stores a mail in the outbox in production, even when called directly', async () => {
    const deployed = productionEnv({ MAIL_TRANSPORT: 'outbox' });
    const mail = { to: 'direct-outbox@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
    await expect(sendMail(deployed, createDb(env.DB), mail)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await outboxCount('direct-outbox@example.com')).toBe(0);
  });

  it('refuses to run the cron job misconfigured, with the setting in the error', async () => {
    const controller = createScheduledController({ scheduledTime: new Date(), cron: '*/30 * * * *' });
    await expect(worker.scheduled(controller, productionEnv({ STRIPE_SECRET_KEY: undefined }))).rejects.toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('keeps development and tests on the local outbox', async () => {
    expect(env.MAIL_TRANSPORT).toBe('outbox');
    expect((await worker.fetch(new Request(`${ORIGIN}/api/health`), env, createExecutionContext())).status).toBe(200);
  });
});
