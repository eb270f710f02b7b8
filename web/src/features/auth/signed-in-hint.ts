/** Set while this browser was last seen signed in: only then does `/` wait for the session check (routes/index.tsx). */
const SIGNED_IN_HINT = 'dtm-signed-in';

/** Whether this browser was signed in when last seen (`/` then shows the dashboard's skeleton first). */
export function readHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

export function writeHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage may be off (private mode): the landing page then shows while the check runs.
  }
}
