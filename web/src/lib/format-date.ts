const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 22, 2026" from an ISO timestamp. */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
