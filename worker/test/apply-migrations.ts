import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// The real migrations from migrations/, applied to this test run's fresh D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
