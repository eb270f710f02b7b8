/** What tus-js-client hands over with a failed request (its `DetailedError`), read structurally. */
type TusResponse = { getStatus(): number; getBody(): string };
type TusLikeError = { message?: unknown; originalResponse?: TusResponse | null };

export type TusFailure = {
  /** null when no answer came back (offline, connection dropped). */
  status: number | null;
  /** The server's sentence for a person, or our own when it sent none. */
  message: string;
  /** The API's `reason` for refusals of the upload link (`offset-mismatch`, `already-submitted`, ...). */
  reason: string | null;
};

export const CONNECTION_LOST =
  'The connection was lost. Check your internet connection, then retry: the upload resumes where it stopped.';
export const UPLOAD_REFUSED = 'Failed to upload this file. Please try again.';

function isTusLike(error: unknown): error is TusLikeError {
  return typeof error === 'object' && error !== null;
}

function readBody(text: string): { error: string | null; reason: string | null } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return { error: null, reason: null };
    const { error, reason } = body as { error?: unknown; reason?: unknown };
    return {
      error: typeof error === 'string' && error.trim() ? error : null,
      reason: typeof reason === 'string' ? reason : null,
    };
  } catch {
    return { error: null, reason: null };
  }
}

/** The status, the person's message and the refusal reason of a failed tus request. */
export function readTusFailure(error: unknown): TusFailure {
  const response = isTusLike(error) ? error.originalResponse : null;
  if (!response) return { status: null, message: CONNECTION_LOST, reason: null };
  const status = response.getStatus();
  const body = readBody(response.getBody() ?? '');
  return { status, message: body.error ?? UPLOAD_REFUSED, reason: body.reason };
}

/** Refusals that only mean "try again in a moment": the upload is out of step or still being written. */
const PASSING_CONFLICTS = new Set(['offset-mismatch', 'superseded', 'busy']);

/**
 * Whether to retry a failed tus request. Network failures, server errors, "busy" and an offset the
 * server corrects are retried (tus-js-client then asks where to resume); a refusal a person must
 * act on (invalid or expired link, too big, wrong type, already submitted, too many files) is not.
 */
export function shouldRetryTus(failure: TusFailure): boolean {
  if (failure.status === null) return true;
  if (failure.status >= 500 || failure.status === 423 || failure.status === 429) return true;
  if (failure.status === 409) return failure.reason === null || PASSING_CONFLICTS.has(failure.reason);
  return false;
}
