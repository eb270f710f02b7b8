/**
 * HTTP with per-area counting: the cookie jar of one browser, `send` (one counted request, checked
 * for 5xx and the error shape), a small task pool with a deadline, and helpers to read answers.
 */
import { BASE, STRIPE } from './config';
import { type Area, badShapes, fiveHundreds, netErrors, tally } from './state';

/** Cookies of one browser. */
export class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}

export type Answer = { status: number; headers: Headers; text: string; json: unknown };
export type Send = {
  method?: string;
  jar?: Jar | undefined;
  json?: unknown;
  /** A raw body (sent as is, with `contentType`). */
  body?: string | Uint8Array | undefined;
  contentType?: string;
  headers?: Record<string, string> | undefined;
  /** Label for the problem lists (defaults to method and path). */
  label?: string;
};

export const short = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

export function describeBody(body: string | Uint8Array | undefined): string {
  if (body === undefined) return '';
  const text = typeof body === 'string' ? body : `<${body.byteLength} bytes>`;
  return ` body ${short(JSON.stringify(text), 160)}`;
}

/** One request to the shop (or, with area 'stripe', the emulator); counted, checked for 5xx and error shape. */
export async function send(area: Area, path: string, options: Send = {}): Promise<Answer> {
  const base = area === 'stripe' ? STRIPE : BASE;
  const method = options.method ?? (options.json !== undefined || options.body !== undefined ? 'POST' : 'GET');
  const headers = new Headers(options.headers);
  if (area !== 'stripe' && method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', BASE);
  const cookie = options.jar?.header();
  if (cookie) headers.set('cookie', cookie);
  let body: string | Uint8Array | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('content-type', 'application/json');
  } else if (options.contentType) headers.set('content-type', options.contentType);
  const url = `${base}${path}`;
  if (new URL(url).origin !== new URL(base).origin) throw new Error(`refusing to leave ${base}: ${url}`);
  const label = options.label ?? `${method} ${short(path, 200)}${describeBody(body)}`;
  const t = tally(area);
  t.requests += 1;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    t.netErrors += 1;
    netErrors.push({ area, request: label, status: 0, answer: String((error as Error).cause ?? error) });
    return { status: 0, headers: new Headers(), text: '', json: undefined };
  }
  options.jar?.take(res);
  const text = await res.text().catch(() => '');
  const json = parseJson(text);
  t.byStatus.set(res.status, (t.byStatus.get(res.status) ?? 0) + 1);
  if (area !== 'stripe') recordProblem(area, label, res, text, json);
  return { status: res.status, headers: res.headers, text, json };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A 5xx, or an error answer without the JSON shape, goes to its problem list. */
function recordProblem(area: Area, label: string, res: Response, text: string, json: unknown) {
  if (res.status >= 500) fiveHundreds.push({ area, request: label, status: res.status, answer: short(text) });
  else if (res.status >= 400 && !hasErrorShape(res, json)) {
    badShapes.push({ area, request: label, status: res.status, answer: short(text) });
  }
}

function hasErrorShape(res: Response, json: unknown): boolean {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return false;
  const body = json as { error?: unknown; code?: unknown; requestId?: unknown } | undefined;
  return (
    typeof body?.error === 'string' &&
    body.error.length > 0 &&
    typeof body.code === 'string' &&
    typeof body.requestId === 'string'
  );
}

/** Runs `tasks` with at most `limit` at once; stops starting new ones after `deadline`. */
export async function pool<T>(items: T[], limit: number, deadline: number, task: (item: T) => Promise<void>) {
  let next = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      if (Date.now() > deadline) {
        skipped += 1;
        continue;
      }
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
  return skipped;
}

export const list = (value: unknown): Record<string, unknown>[] => {
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  if (value && typeof value === 'object') {
    const inner = Object.values(value).find(Array.isArray);
    if (inner) return inner as Record<string, unknown>[];
  }
  return [];
};
export const field = (value: unknown, key: string): string => {
  const v = (value as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'string' ? v : '';
};
export const cents = (dollars: string) => Math.round(Number(dollars) * 100);
