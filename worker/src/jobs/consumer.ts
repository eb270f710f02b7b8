import { type QueueMessage, QueueMessageSchema } from '@dtm/shared/jobs';

export type JobHandler = (job: QueueMessage, env: Env) => Promise<void>;

/** Retry delays in seconds, growing with each attempt (Queues re-delivers after the delay). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** attempts * 5, 600);
}

/**
 * Processes a batch: each message is parsed with the shared schema and acked on success,
 * retried with back-off on failure (dead-lettered by Queues after max_retries). A message that
 * does not parse can never succeed, so it is logged and acked instead of retried.
 */
export async function consumeJobs(batch: MessageBatch<unknown>, env: Env, handle: JobHandler): Promise<void> {
  for (const message of batch.messages) {
    const parsed = QueueMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error(JSON.stringify({ level: 'error', queue: batch.queue, id: message.id, error: 'unparseable job' }));
      message.ack();
      continue;
    }
    try {
      await handle(parsed.data, env);
      message.ack();
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          queue: batch.queue,
          id: message.id,
          job: parsed.data.type,
          error: String(error),
        }),
      );
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** Jobs that exhausted their retries: kept visible in the logs for an admin to act on. */
export async function consumeDeadLetters(batch: MessageBatch<unknown>): Promise<void> {
  for (const message of batch.messages) {
    console.error(JSON.stringify({ level: 'error', queue: batch.queue, deadLetter: message.body }));
    message.ack();
  }
}
