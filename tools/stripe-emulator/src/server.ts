/**
 * A local stand-in for Stripe's API (the subset this project uses). The real `stripe` SDK talks to it
 * with `host: '127.0.0.1', port: 12111, protocol: 'http'`. See ../README.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { authenticate } from './auth.ts';
import { Emulator } from './emulator.ts';
import { handleEmulatorRoute } from './emulator-routes.ts';
import { invalidRequest, StripeApiError, unrecognizedUrl } from './errors.ts';
import { DEFAULT_FIXTURES_PATH, loadFixtures } from './fixtures.ts';
import { FormParseError, parseForm } from './form.ts';
import { BodyTooLargeError, readBody, sendJson, sendPreflight } from './http.ts';
import { IdempotencyCache } from './idempotency.ts';
import { newId } from './ids.ts';
import type { JsonObject } from './json.ts';
import { API_ROUTES, matchRoute } from './router.ts';
import type { Store } from './store.ts';

export const DEFAULT_PORT = 12111;
export const DEFAULT_WEBHOOK_SECRET = 'whsec_local_emulator_secret';
/** The API version of the `stripe` SDK the project uses (`Stripe.API_VERSION`). */
export const DEFAULT_API_VERSION = '2026-10-28.endive';
/** 1 s, 2 s, 4 s ... : seven attempts over about a minute. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000, 32000];

export interface EmulatorOptions {
  /** Default 12111; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where events are POSTed; null (default) keeps them in `/v1/events` only. */
  webhookUrl?: string | null;
  webhookSecret?: string;
  /** Waits between delivery attempts; attempts = length + 1. */
  retryDelaysMs?: readonly number[];
  deliveryTimeoutMs?: number;
  /** A `fixtures3.json`-shaped file; default: the trimmed copy in ../fixtures. */
  fixturesPath?: string;
  apiVersion?: string;
  /** Base of the links handed out (3-D Secure page); default `http://<host>:<port>`. */
  publicUrl?: string;
  log?: (line: string) => void;
}

export interface RunningEmulator {
  url: string;
  port: number;
  state: Store;
  emulator: Emulator;
  close: () => Promise<void>;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readParams(req: IncomingMessage, url: URL): Promise<JsonObject> {
  if (req.method !== 'POST') return parseForm(url.search.slice(1));
  const type = header(req, 'content-type') ?? '';
  const body = await readBody(req);
  if (body !== '' && type !== '' && !type.startsWith('application/x-www-form-urlencoded')) {
    throw invalidRequest(
      `Invalid request: unsupported Content-Type ${type}. Stripe accepts application/x-www-form-urlencoded.`,
    );
  }
  return parseForm(body);
}

async function handleApi(
  emulator: Emulator,
  cache: IdempotencyCache,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const requestId = newId('req');
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = {
    'Request-Id': requestId,
    'Stripe-Version': header(req, 'stripe-version') ?? emulator.apiVersion,
  };
  try {
    const { key, kind } = authenticate(header(req, 'authorization'));
    const match = matchRoute(API_ROUTES, method, url.pathname);
    if (!match) throw unrecognizedUrl(method, url.pathname);
    if (kind === 'publishable' && !match.route.publishable) {
      throw new StripeApiError(403, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
      });
    }
    const params = await readParams(req, url);
    const idempotencyKey = method === 'POST' ? (header(req, 'idempotency-key') ?? null) : null;
    const endpoint = `${method} ${url.pathname}`;
    if (idempotencyKey !== null) {
      headers['Idempotency-Key'] = idempotencyKey;
      const saved = cache.lookup(key, idempotencyKey, endpoint, params);
      if (saved) {
        return sendJson(res, saved.status, saved.body, {
          ...headers,
          'Idempotent-Replayed': 'true',
          'Original-Request': saved.requestId,
        });
      }
    }
    let status = 200;
    let body: JsonObject;
    try {
      body = match.route.handler(emulator, {
        method,
        path: url.pathname,
        params,
        pathParams: match.pathParams,
        keyKind: kind,
        meta: { id: requestId, idempotencyKey },
      });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.toBody(requestId);
    }
    if (idempotencyKey !== null) cache.save(key, idempotencyKey, endpoint, params, { status, body, requestId });
    sendJson(res, status, body, headers);
  } catch (error) {
    if (error instanceof StripeApiError) return sendJson(res, error.status, error.toBody(requestId), headers);
    if (error instanceof FormParseError || error instanceof BodyTooLargeError) {
      return sendJson(res, 400, invalidRequest(error.message).toBody(requestId), headers);
    }
    throw error;
  }
}

/** Starts the emulator; resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const fixtures = loadFixtures(options.fixturesPath ?? DEFAULT_FIXTURES_PATH);
  let baseUrl = options.publicUrl ?? '';
  const emulator = new Emulator(
    fixtures,
    options.apiVersion ?? DEFAULT_API_VERSION,
    {
      url: options.webhookUrl ?? null,
      secret: options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      timeoutMs: options.deliveryTimeoutMs ?? 10_000,
      log,
    },
    () => baseUrl,
  );
  const cache = new IdempotencyCache();
  const resetAll = () => {
    emulator.reset();
    cache.clear();
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    const respond = async () => {
      if (req.method === 'OPTIONS') return sendPreflight(req, res);
      if (url.pathname.startsWith('/v1/')) return handleApi(emulator, cache, req, res, url);
      const handled = await handleEmulatorRoute({ emulator, req, res, path: url.pathname, resetAll });
      if (!handled) sendJson(res, 404, unrecognizedUrl(req.method ?? 'GET', url.pathname).toBody(newId('req')));
    };
    respond()
      .then(() => log(`${req.method} ${url.pathname} -> ${res.statusCode}`))
      .catch((error: unknown) => {
        log(
          `${req.method} ${url.pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (res.headersSent) return res.end();
        const failure = new StripeApiError(500, {
          type: 'api_error',
          message: 'An unknown error occurred in the emulator.',
        });
        sendJson(res, 500, failure.toBody(newId('req')));
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? DEFAULT_PORT);
  const url = `http://${host}:${port}`;
  if (baseUrl === '') baseUrl = url;

  return {
    url,
    port,
    state: emulator.store,
    emulator,
    close: () =>
      new Promise<void>((resolve, reject) => {
        emulator.webhooks.reset();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
