import { createApp } from './app';
import { assertConfigured, reportProblems } from './config/production';
import { productionProblems } from './config/production-settings';
import { createDb } from './db/client';
import { noticeFramesNeedingCare } from './devices/health-notices';
import { consumeDeadLetters, consumeJobs } from './jobs/consumer';
import { handleJob } from './jobs/handlers';
import { cancelOrphanedOrders } from './orders/orphaned';
import { releaseStaleClaims } from './orders/paid';
import { sendUploadReminders } from './orders/upload-reminders';
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
  // Every 30 minutes: voucher uses claimed by orders left unpaid for 24 hours go back, unpaid
  // orders of deleted accounts are cancelled, and paid
  // orders still without a drawing get their upload reminders, and
  // frames newly silent or dark are told to the admins. One failing does not stop the other.
  async scheduled(_controller, env) {
    assertConfigured(env);
    const db = createDb(env.DB);
    const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : 'http://localhost:8787';
    const results = await Promise.allSettled([
      releaseStaleClaims(db, createStripe(env)),
      cancelOrphanedOrders(db),
      sendUploadReminders(env, db, origin),
      noticeFramesNeedingCare(env, db, origin),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  },
} satisfies ExportedHandler<Env, unknown>;
