/**
 * Deployability without an account (README command 2 runs it): `wrangler deploy --dry-run`
 * builds the Worker as Cloudflare would, its gzip size must stay well under the Worker size
 * limit, and wrangler.toml's production values must pass the Worker's own production checks
 * (with the secrets, which never live in the repo, stood in for). Exits 1 on any failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { unstable_readConfig } from 'wrangler';
import { productionProblems } from '../../worker/src/config/production-settings.ts';

const root = join(import.meta.dirname, '../..');
const outDir = join(root, '.tmp/deploy-check');
/** Cloudflare's limit on the free plan is 3 MB gzip (10 MB paid); stay well under it. */
const LIMIT_KIB = 3 * 1024;
const BUDGET_KIB = 2 * 1024;
/** Names that are secrets (`wrangler secret put`): they must never be written into [vars]. */
const SECRETS = [
  'BETTER_AUTH_SECRET',
  'MAIL_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'GITHUB_CLIENT_SECRET',
];

const failures: string[] = [];

function buildWorker(): number {
  rmSync(outDir, { recursive: true, force: true });
  // The web build is checked elsewhere; a one-file assets folder keeps this step independent of it.
  const assets = join(outDir, 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'index.html'), '<!doctype html><title>deploy check</title>');
  const result = spawnSync(
    join(root, 'node_modules/.bin/wrangler'),
    ['deploy', '--dry-run', '--outdir', join(outDir, 'worker'), '--assets', assets],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  );
  if (result.status !== 0) {
    failures.push(`wrangler deploy --dry-run failed:\n${result.stdout}\n${result.stderr}`);
    return 0;
  }
  const bundle = readFileSync(join(outDir, 'worker/index.js'));
  const gzipKiB = gzipSync(bundle, { level: 9 }).length / 1024;
  console.log(
    `worker bundle: ${(bundle.length / 1024).toFixed(0)} KiB, gzip ${gzipKiB.toFixed(0)} KiB ` +
      `(Cloudflare's limit ${LIMIT_KIB} KiB on the free plan; budget ${BUDGET_KIB} KiB)`,
  );
  if (gzipKiB > BUDGET_KIB)
    failures.push(`the Worker is ${gzipKiB.toFixed(0)} KiB gzip, over the ${BUDGET_KIB} KiB budget`);
  return gzipKiB;
}

function checkProductionVars() {
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') });
  const vars = config.vars as Record<string, string>;
  for (const name of SECRETS) {
    if (name in vars) failures.push(`wrangler.toml [vars] holds ${name}: secrets go through wrangler secret put`);
  }
  if (vars.APP_ENV !== 'production') failures.push(`wrangler.toml APP_ENV is "${vars.APP_ENV}", not "production"`);
  // The deploy steps set PUBLIC_URL, the seller's details, the return address, the day's exchange rate and
  // the secrets; everything else must already be right here.
  const deployed = {
    ...vars,
    PUBLIC_URL: vars.PUBLIC_URL || 'https://shop.example',
    BETTER_AUTH_SECRET: 'x'.repeat(32),
    STRIPE_SECRET_KEY: 'sk_live_stand_in',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_stand_in',
    STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
    MAIL_API_KEY: 'stand-in',
    // The operator's own details (invoices, Legal Notice): set in [vars] before the first deploy.
    SELLER_NAME: vars.SELLER_NAME || 'Stand-in GmbH',
    SELLER_ADDRESS: vars.SELLER_ADDRESS || 'Street 1; 20095 Hamburg; Germany',
    SELLER_VAT_ID: vars.SELLER_VAT_ID || 'DE123456789',
    SELLER_REGISTER: vars.SELLER_REGISTER || 'Amtsgericht Hamburg, HRB 1',
    // Where returned frames go and who pays their postage (the label and the approval mail).
    RETURN_ADDRESS: vars.RETURN_ADDRESS || 'Stand-in GmbH - Returns; Street 1; 20095 Hamburg; Germany',
    RETURN_POSTAGE: vars.RETURN_POSTAGE || 'shop',
    // The operator's rate of the day (README.md, step 4): it changes with every deploy, so it is not kept here.
    EUR_PER_USD: vars.EUR_PER_USD || '0.9200',
    EUR_PER_USD_DATE: vars.EUR_PER_USD_DATE || '2026-12-01',
  } as unknown as Env;
  const problems = productionProblems(deployed);
  for (const problem of problems) failures.push(`wrangler.toml: ${problem}`);
  console.log(`wrangler.toml production values: ${problems.length === 0 ? 'ok' : `${problems.length} problem(s)`}`);
}

buildWorker();
checkProductionVars();
if (failures.length > 0) {
  for (const failure of failures) console.error(`deploy check: ${failure}`);
  process.exit(1);
}
console.log('deploy check: ok');
