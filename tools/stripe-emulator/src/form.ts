/**
 * Parses Stripe's form encoding (`metadata[order_id]=1&payment_method_types[0]=card&expand[]=x`)
 * the way Stripe's servers do: bracketed keys nest, `[]` appends to a list, and a numeric index
 * stays an object key until a parameter that expects a list reads it (see `params.ts`).
 */
import type { Json, JsonObject } from './json.ts';
import { isJsonObject } from './json.ts';

/** Thrown for a body that cannot be parsed at all; the server answers it as a 400. */
export class FormParseError extends Error {}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new FormParseError(`Invalid URL encoding: ${part}`);
  }
}

/** Splits `a[b][0][]` into `['a', 'b', '0', '']`. */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  let match = pattern.exec(key.slice(open));
  while (match) {
    segments.push(match[1] ?? '');
    match = pattern.exec(key.slice(open));
  }
  return segments;
}

function assign(container: JsonObject | Json[], segments: string[], value: string, fullKey: string): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (head === '__proto__') throw new FormParseError(`Invalid parameter name: ${fullKey}`);
  if (Array.isArray(container)) {
    if (head !== '') throw new FormParseError(`Invalid array: ${fullKey}`);
    if (rest.length === 0) {
      container.push(value);
      return;
    }
    const child: JsonObject = {};
    container.push(child);
    assign(child, rest, value, fullKey);
    return;
  }
  if (head === '') throw new FormParseError(`Invalid array: ${fullKey}`);
  if (rest.length === 0) {
    if (container[head] !== undefined && typeof container[head] !== 'string') {
      throw new FormParseError(`Invalid hash: ${fullKey}`);
    }
    container[head] = value;
    return;
  }
  const wantsArray = rest[0] === '';
  let child = container[head];
  if (child === undefined) {
    child = wantsArray ? [] : {};
    container[head] = child;
  }
  if (wantsArray ? !Array.isArray(child) : !isJsonObject(child)) {
    throw new FormParseError(`Invalid ${wantsArray ? 'array' : 'hash'}: ${fullKey}`);
  }
  assign(child as JsonObject | Json[], rest, value, fullKey);
}

/** Parses a form body or a query string (without its leading `?`) into nested parameters. */
export function parseForm(text: string): JsonObject {
  const result: JsonObject = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    if (key === '') continue;
    assign(result, splitKey(key), value, key);
  }
  return result;
}
