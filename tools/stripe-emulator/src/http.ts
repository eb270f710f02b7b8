/** Small helpers over `node:http`: bodies, JSON and HTML answers, CORS for the browser card form. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Json } from './json.ts';

/** Any origin may call the emulator: the shop's card form runs on another port. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'Access-Control-Expose-Headers': 'Request-Id, Idempotent-Replayed, Original-Request, Stripe-Version',
  'Access-Control-Max-Age': '600',
};

export class BodyTooLargeError extends Error {}

/** Reads the whole request body as UTF-8 text (at most `limit` bytes). */
export async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError('Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers JSON pretty-printed with two spaces, as Stripe's API does. */
export function sendJson(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
  const text = `${JSON.stringify(body, null, 2)}\n`;
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-cache, no-store',
    ...headers,
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html)),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *",
  });
  res.end(html);
}

/** A 303 to `location`, so the browser follows a form POST with a GET. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { ...CORS_HEADERS, Location: location, 'Content-Length': '0' });
  res.end();
}

/** Answers a CORS preflight, including Chrome's private-network request. */
export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  const privateNetwork = req.headers['access-control-request-private-network'] === 'true';
  res.writeHead(204, {
    ...CORS_HEADERS,
    ...(privateNetwork ? { 'Access-Control-Allow-Private-Network': 'true' } : {}),
  });
  res.end();
}
