/**
 * Sends events to the configured endpoint the way Stripe does: a JSON POST signed with
 * `Stripe-Signature: t=<unix>,v1=<hmac-sha256("t.payload")>`, retried with back-off while the
 * endpoint answers non-2xx or cannot be reached.
 */
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { newId, nowSeconds } from './ids.ts';
import type { JsonObject } from './json.ts';

/** One POST to the endpoint, as listed by `GET /emulator/deliveries`. */
export type DeliveryAttempt = {
  id: string;
  event: string;
  type: string;
  url: string;
  attempt: number;
  status: 'failed' | 'succeeded';
  response_status: number | null;
  error: string | null;
  at: string;
  duration_ms: number;
  /** Milliseconds until the next try, or null when this was the last one. */
  next_retry_in_ms: number | null;
};

export interface WebhookOptions {
  url: string | null;
  secret: string;
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  log: (line: string) => void;
}

/** The `Stripe-Signature` header value for a payload, as `stripe.webhooks.constructEvent` checks it. */
export function signatureHeader(payload: string, secret: string, timestamp: number = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * One POST with `node:http(s)` (not `fetch`, which refuses some local ports); resolves with the
 * status, rejects on a network error or when `signal` aborts.
 */
function post(url: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      agent: false,
      signal,
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `ECONNREFUSED` (with the message) rather than a bare class name. */
function describeFailure(caught: unknown): string {
  if (!(caught instanceof Error)) return String(caught);
  return 'code' in caught && caught.code !== undefined ? `${String(caught.code)}: ${caught.message}` : caught.message;
}

export class WebhookDispatcher {
  url: string | null;
  secret: string;
  readonly attempts: DeliveryAttempt[] = [];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly controllers = new Set<AbortController>();
  private generation = 0;

  constructor(private readonly options: WebhookOptions) {
    this.url = options.url;
    this.secret = options.secret;
  }

  /** Queues an event for delivery; `onDelivered` runs once the endpoint accepted it. */
  deliver(event: JsonObject, onDelivered: () => void): void {
    const url = this.url;
    if (url === null) return;
    const payload = JSON.stringify(event, null, 2);
    const eventId = String(event.id);
    const type = String(event.type);
    this.schedule(0, () => this.attempt({ url, payload, eventId, type, onDelivered }, 1));
  }

  /** Forgets past attempts and drops every pending retry. */
  reset(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
    this.attempts.length = 0;
  }

  private schedule(delayMs: number, run: () => Promise<void>): void {
    const generation = this.generation;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (generation === this.generation) void run();
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(
    job: { url: string; payload: string; eventId: string; type: string; onDelivered: () => void },
    attemptNumber: number,
  ): Promise<void> {
    const generation = this.generation;
    const controller = new AbortController();
    this.controllers.add(controller);
    const timeout = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const startedAt = Date.now();
    let responseStatus: number | null = null;
    let error: string | null = null;
    try {
      responseStatus = await post(
        job.url,
        {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Cache-Control': 'no-cache',
          Accept: '*/*; q=0.5, application/xml',
          'Stripe-Signature': signatureHeader(job.payload, this.secret),
        },
        job.payload,
        controller.signal,
      );
    } catch (caught) {
      error = controller.signal.aborted ? 'Timed out' : describeFailure(caught);
    } finally {
      clearTimeout(timeout);
      this.controllers.delete(controller);
    }
    if (generation !== this.generation) return;
    const succeeded = responseStatus !== null && responseStatus >= 200 && responseStatus < 300;
    const delay = succeeded ? undefined : this.options.retryDelaysMs[attemptNumber - 1];
    this.attempts.push({
      id: newId('whatt'),
      event: job.eventId,
      type: job.type,
      url: job.url,
      attempt: attemptNumber,
      status: succeeded ? 'succeeded' : 'failed',
      response_status: responseStatus,
      error,
      at: new Date(startedAt).toISOString(),
      duration_ms: Date.now() - startedAt,
      next_retry_in_ms: delay ?? null,
    });
    const outcome = responseStatus === null ? (error ?? 'failed') : String(responseStatus);
    this.options.log(`webhook ${job.type} ${job.eventId} attempt ${attemptNumber} -> ${outcome}`);
    if (succeeded) job.onDelivered();
    else if (delay !== undefined) this.schedule(delay, () => this.attempt(job, attemptNumber + 1));
  }
}
