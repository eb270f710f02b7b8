import { MESSAGES, uploadsInProgressMessage } from '@dtm/shared/messages';
import { ApiError, type ErrorCode } from '../lib/errors';
import type { Refusal, Result } from './token-state';

const ANSWERS: Record<Refusal, [ErrorCode, string]> = {
  'link-invalid': ['NOT_FOUND', MESSAGES.uploadLinkInvalid],
  'link-expired': ['GONE', MESSAGES.uploadLinkExpired],
  'order-refunded': ['GONE', MESSAGES.uploadOrderRefunded],
  'already-submitted': ['CONFLICT', MESSAGES.artworkAlreadySubmitted],
  'too-many-files': ['CONFLICT', MESSAGES.tooManyArtworkFiles],
  'uploads-in-progress': ['CONFLICT', MESSAGES.tooManyArtworkFiles],
  'upload-not-found': ['NOT_FOUND', MESSAGES.uploadNotFound],
  'upload-expired': ['GONE', MESSAGES.uploadExpired],
  'offset-mismatch': ['CONFLICT', MESSAGES.uploadOffsetMismatch],
  busy: ['LOCKED', MESSAGES.uploadBusy],
  superseded: ['CONFLICT', MESSAGES.uploadOffsetMismatch],
  'not-received': ['BAD_REQUEST', MESSAGES.artworkNotReceived],
};

/** The API's answer to a refusal of the token's Durable Object. */
export function refusalError(refusal: Refusal, details?: Record<string, unknown>): ApiError {
  const [code, message] = ANSWERS[refusal];
  return new ApiError(code, message, { reason: refusal, ...details });
}

/** The value of an RPC result, or the refusal thrown as the API's error. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  if (result.inProgress) {
    const { count, freeAt } = result.inProgress;
    const minutes = Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000));
    throw new ApiError('CONFLICT', uploadsInProgressMessage(count, minutes), {
      reason: result.refusal,
      inProgress: count,
      retryAfterSeconds: minutes * 60,
    });
  }
  throw refusalError(result.refusal, result.offset === undefined ? undefined : { offset: result.offset });
}
