/** Helpers for the emulator's tests: an emulator on a free port, the real SDK, a webhook receiver. */
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:http';
import Stripe from 'stripe';
import { readBody } from './http.ts';
import type { EmulatorOptions, RunningEmulator } from './server.ts';
import { startEmulator } from './server.ts';

export const TEST_SECRET = 'whsec_test_secret';

/** The real SDK configured as the project configures it for the emulator. */
export function sdkFor(emulator: RunningEmulator, key = 'sk_test_emulator'): Stripe {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: emulator.port,
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
  });
}

export async function startTestEmulator(options: EmulatorOptions = {}) {
  const emulator = await startEmulator({
    port: 0,
    webhookSecret: TEST_SECRET,
    retryDelaysMs: [20, 40, 80],
    ...options,
  });
  return { emulator, stripe: sdkFor(emulator) };
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint answering each POST with the status `answer` returns. */
export async function startReceiver(answer: (received: Received, index: number) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const item = { headers: req.headers, body };
      received.push(item);
      res.writeHead(answer(item, received.length - 1));
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Polls until `probe` returns a value (or fails the test after `timeoutMs`). */
export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The error a promise rejects with (fails when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
