/** The emulator's settings from environment variables (see ../README.md). */
import type { EmulatorOptions } from './server.ts';
import { DEFAULT_PORT, DEFAULT_WEBHOOK_SECRET } from './server.ts';

/** Options from the environment, as the CLI (and `pnpm start`) use them. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): EmulatorOptions {
  const port = env.STRIPE_EMULATOR_PORT ? Number(env.STRIPE_EMULATOR_PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid STRIPE_EMULATOR_PORT: ${port}`);
  const attempts = env.STRIPE_EMULATOR_WEBHOOK_ATTEMPTS ? Number(env.STRIPE_EMULATOR_WEBHOOK_ATTEMPTS) : 7;
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new Error(`Invalid STRIPE_EMULATOR_WEBHOOK_ATTEMPTS: ${env.STRIPE_EMULATOR_WEBHOOK_ATTEMPTS}`);
  }
  const quiet = env.STRIPE_EMULATOR_QUIET === '1';
  return {
    port,
    webhookUrl: env.STRIPE_WEBHOOK_URL || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
    retryDelaysMs: Array.from({ length: attempts - 1 }, (_, index) => 1000 * 2 ** index),
    ...(env.STRIPE_EMULATOR_FIXTURES ? { fixturesPath: env.STRIPE_EMULATOR_FIXTURES } : {}),
    log: quiet ? () => {} : (line) => console.log(`[stripe-emulator] ${line}`),
  };
}
