import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const migrationsPath = fileURLToPath(new URL('../migrations', import.meta.url));
const wranglerPath = fileURLToPath(new URL('../wrangler.toml', import.meta.url));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(migrationsPath);
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: wranglerPath },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: 'test',
            MAIL_TRANSPORT: 'outbox',
            STRIPE_API_URL: inject('stripeApiUrl'),
            // Two admins are told of new requests and artwork (test/admin-notices.test.ts).
            ADMIN_NOTIFY_EMAILS: 'ops@drawings-to-magic.test, Studio@Drawings-to-Magic.test',
          },
        },
      })),
    ],
    test: {
      // Generous budgets: the suite must pass on a busy 2-core machine; a hang still fails.
      testTimeout: 60_000,
      // One workerd for every file instead of one per file (setup took 249 s of the suite's 348 s);
      // test/apply-migrations.ts empties D1 and R2 before each file, so files still start clean.
      isolate: false,
      // Two workerds, each with its own storage, take the files in turn (Vitest's default is one worker
      // less than the cores: one on a 2-core machine): 98 s -> 76 s on a quiet 2-core machine.
      maxWorkers: 2,
      hookTimeout: 60_000,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
      globalSetup: ['./test/global-setup.ts'],
    },
  };
});
