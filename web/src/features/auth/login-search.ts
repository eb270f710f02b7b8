/**
 * The sign-in page's query: where to go afterwards, and whether a followed link was refused.
 * Read without zod: route search parsers run in the first bundle. `returnTo` is only carried
 * here; it is checked with `safeReturnTo` before it is used.
 */
export type LoginSearch = {
  returnTo?: string;
  /** Set by the API when a sign-in link was used, expired or broken (`linkError=1`). */
  linkError?: string | number;
  /** The auth library's reason, e.g. INVALID_TOKEN. */
  error?: string;
  /**
   * The address typed at checkout, put here by the sign-in page itself (from the tab's session
   * storage) so that a reload, or a tab the browser restored without its storage, still has it.
   */
  email?: string;
};

// The router hands every query value over as text (`lib/search-params.ts`); a number is still
// accepted from in-app navigation.
function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function asFlag(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const parsed: LoginSearch = {};
  const returnTo = asText(search.returnTo);
  const linkError = asFlag(search.linkError);
  const error = asText(search.error);
  const email = asText(search.email)?.trim().slice(0, 254);
  if (returnTo !== undefined) parsed.returnTo = returnTo;
  if (linkError !== undefined) parsed.linkError = linkError;
  if (error !== undefined) parsed.error = error;
  if (email) parsed.email = email;
  return parsed;
}

/** True when the page was opened from a sign-in link that no longer works. */
export function hasLinkError(search: LoginSearch): boolean {
  return search.linkError !== undefined || search.error !== undefined;
}
