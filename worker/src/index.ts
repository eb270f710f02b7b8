import { createApp } from './app';
import { assertConfigured, reportProblems } from './config/production';
import { productionProblems } from './config/production-settings';
import { createDb } from './db/client';
import { consumeDeadLetters, consumeJobs } from './jobs/consumer';
import { handleJob } from './jobs/handlers';
import { releaseStaleClaims } from './orders/paid';
import { createStripe } from './payments/stripe';

export { UploadTokenObject } from './uploads/upload-token-object';

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (batch.queue.endsWith('-dlq')) return consumeDeadLetters(batch);
    // Misconfigured production: the jobs wait (and are logged) instead of sending mail nowhere.
    if (productionProblems(env).length > 0) {
      reportProblems(productionProblems(env));
      return batch.retryAll({ delaySeconds: 600 });
    }
    return consumeJobs(batch, env, handleJob);
  },
  // Every 30 minutes: voucher uses claimed by orders left unpaid for 24 hours go back.
  async scheduled(_controller, env) {
    assertConfigured(env);
    await releaseStaleClaims(createDb(env.DB), createStripe(env));
  },
} satisfies ExportedHandler<Env, unknown>;
