import { createApp } from './app';
import { consumeDeadLetters, consumeJobs } from './jobs/consumer';
import { handleJob } from './jobs/handlers';

export { UploadTokenObject } from './uploads/upload-token-object';

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (batch.queue.endsWith('-dlq')) return consumeDeadLetters(batch);
    return consumeJobs(batch, env, handleJob);
  },
} satisfies ExportedHandler<Env, unknown>;
