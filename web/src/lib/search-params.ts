/**
 * The address's query values are text, as typed: `?search=60761089` (an order number of digits
 * only), `?token=12e45` or `?search=true` stay those words. The router's default reads such
 * values as numbers or yes/no, which a page then dropped as "not a search". Each route's
 * `validateSearch` reads the text (page numbers included). A key given twice keeps its first value.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (!Object.hasOwn(query, key)) query[key] = value;
  }
  return query;
}

/** Written back as plain text too (no quotes around text that looks like a number); unset values are left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
