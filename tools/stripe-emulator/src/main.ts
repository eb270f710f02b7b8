/**
 * CLI: `tsx tools/stripe-emulator/src/main.ts`. Settings come from the environment (config.ts).
 */
import { optionsFromEnv } from './config.ts';
import { startEmulator } from './server.ts';

const options = optionsFromEnv(process.env);
const running = await startEmulator(options);
console.log(`[stripe-emulator] Stripe API emulator on ${running.url}`);
console.log(`[stripe-emulator] webhooks -> ${options.webhookUrl ?? '(none: set STRIPE_WEBHOOK_URL)'}`);

const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
