import { env, exports } from 'cloudflare:workers';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { call, ORIGIN } from './helpers';

export const MiB = 1024 * 1024;
export const PART = 5 * MiB;

type OrderOptions = {
  type?: 'frame' | 'character';
  userId?: string | null;
  paymentStatus?: 'pending' | 'paid' | 'failed' | 'refunded';
  expiresAt?: number;
  submittedAt?: number | null;
  personalNote?: string | null;
};

/** A paid order with an upload link, written straight into D1 (payment is another test's business). */
export async function paidOrder(options: OrderOptions = {}) {
  const orderId = crypto.randomUUID();
  const token = `tok_${crypto.randomUUID().replaceAll('-', '')}`;
  const now = Date.now();
  const type = options.type ?? 'frame';
  await env.DB.prepare(
    `INSERT INTO orders (id, type, customer_email, customer_name, frame_size, character_name, personal_note, amount_cents,
      payment_status, upload_token, upload_expires_at, artwork_submitted_at, user_id, paid_at, created_at, updated_at)
     VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  )
    .bind(
      orderId,
      type,
      'parent@example.com',
      'Pat Parent',
      type === 'frame' ? '7' : null,
      type === 'character' ? 'Captain Crayon' : null,
      options.personalNote ?? null,
      type === 'frame' ? 12900 : 7900,
      options.paymentStatus ?? 'paid',
      token,
      options.expiresAt ?? now + 30 * 24 * 3600 * 1000,
      options.submittedAt ?? null,
      options.userId ?? null,
      now,
      now,
      now,
    )
    .run();
  return { orderId, token };
}

export const orderRow = (id: string) =>
  env.DB.prepare('SELECT * FROM orders WHERE id = ?').bind(id).first<Record<string, unknown>>();

const HEADS = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  pdf: [...'%PDF-1.7\n'].map((ch) => ch.charCodeAt(0)),
  webp: [...'RIFF\x24\x00\x00\x00WEBPVP8 '].map((ch) => ch.charCodeAt(0)),
  heic: [0, 0, 0, 24, ...[...'ftypheic\x00\x00\x00\x00mif1heic'].map((ch) => ch.charCodeAt(0))],
  exe: [...'MZ\x90\x00\x03\x00\x00\x00'].map((ch) => ch.charCodeAt(0)),
  elf: [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0],
  html: [...'<!doctype html><html><script>alert(1)</script>'].map((ch) => ch.charCodeAt(0)),
} as const;

export type Kind = keyof typeof HEADS;

let seed = 1;
/** `size` bytes that start like a file of `kind` and go on with a pattern unique to this call. */
export function fileBytes(kind: Kind, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  const salt = seed++ * 7919;
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + salt + (i >> 11)) & 0xff;
  bytes.set(HEADS[kind].slice(0, size));
  return bytes;
}

export async function sha256Hex(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function digestBase64(algorithm: 'SHA-1' | 'SHA-256', bytes: Uint8Array): Promise<string> {
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest(algorithm, bytes))));
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
export const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');

export const TUS = { 'tus-resumable': '1.0.0' };
export const pathOf = (location: string | null) => new URL(location ?? '/missing', ORIGIN).pathname;

/** tus creation (optionally with the first bytes in the same request). */
export async function tusCreate(
  token: string,
  length: number,
  options: { filename?: string; filetype?: string; body?: Uint8Array; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    ...TUS,
    'upload-length': String(length),
    'upload-metadata': metadata({
      token,
      filename: options.filename ?? 'drawing.png',
      filetype: options.filetype ?? 'image/png',
    }),
    ...options.headers,
  };
  if (options.body) headers['content-type'] = 'application/offset+octet-stream';
  return call('/api/uploads/tus', { method: 'POST', headers, body: options.body ?? null });
}

export async function tusPatch(
  location: string,
  offset: number,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return call(pathOf(location), {
    method: 'PATCH',
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...headers },
    body,
  });
}

export async function tusHead(location: string) {
  return call(pathOf(location), { method: 'HEAD', headers: TUS });
}

export const offsetOf = (res: Response) => Number(res.headers.get('upload-offset'));

/** Creates an upload and sends `bytes` in PATCHes of `chunk` bytes; returns the upload URL and the last answer. */
export async function uploadFile(
  token: string,
  bytes: Uint8Array,
  options: { chunk?: number; filename?: string } = {},
) {
  const created = await tusCreate(token, bytes.byteLength, { filename: options.filename });
  if (created.status !== 201) throw new Error(`creation failed: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location') ?? '';
  const chunk = options.chunk ?? PART;
  let last = created;
  for (let offset = 0; offset < bytes.byteLength; offset += chunk) {
    last = await tusPatch(location, offset, bytes.subarray(offset, offset + chunk));
    if (last.status !== 204) return { location, last };
  }
  return { location, last };
}

/**
 * A request body that sends `bytes` and then fails, as a phone's connection does when it drops
 * (`how: 'error'`); through the in-process fetch of the tests the Worker sees such a body simply
 * end, so `how: 'end'` is the same drop as the Worker observes it.
 */
export function droppingBody(bytes: Uint8Array, how: 'error' | 'end' = 'end', piece = 256 * 1024) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.byteLength) {
        if (how === 'error') controller.error(new Error('connection dropped'));
        else controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + piece));
      at += piece;
    },
  });
}

/** Lists every R2 key under a prefix. */
export async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await env.FILES.list({ prefix });
  return listed.objects.map((object) => object.key);
}

/** tus-js-client's HTTP layer, routed to the Worker under test instead of the network. */
export class WorkerHttpStack implements HttpStack {
  createRequest(method: string, url: string): HttpRequest {
    const headers = new Headers({ origin: ORIGIN });
    const request: HttpRequest = {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => headers.set(name, value),
      getHeader: (name) => headers.get(name) ?? undefined,
      setProgressHandler: () => {},
      abort: async () => {},
      getUnderlyingObject: () => null,
      send: async (body: unknown): Promise<HttpResponse> => {
        const payload = body instanceof Blob ? await body.arrayBuffer() : (body as BodyInit | null | undefined);
        const res = await exports.default.fetch(new Request(url, { method, headers, body: payload ?? null }));
        const text = await res.text();
        return {
          getStatus: () => res.status,
          getHeader: (name) => res.headers.get(name) ?? undefined,
          getBody: () => text,
          getUnderlyingObject: () => res,
        };
      },
    };
    return request;
  }

  getName() {
    return 'worker-under-test';
  }
}
