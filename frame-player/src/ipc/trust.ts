/**
 * Whether an IPC message comes from the playback page itself: same scheme, host and path as the
 * page main loaded (query and hash ignored). Anything else, including an unparsable or missing
 * frame URL, is refused.
 */
export function isTrustedSender(frameUrl: string | null | undefined, pageUrl: string): boolean {
  if (!frameUrl) return false;
  try {
    const frame = new URL(frameUrl);
    const page = new URL(pageUrl);
    return frame.protocol === page.protocol && frame.host === page.host && frame.pathname === page.pathname;
  } catch {
    return false;
  }
}
