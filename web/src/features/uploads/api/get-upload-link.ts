import { MESSAGES } from '@dtm/shared/messages';
import { type UploadState, UploadStateSchema } from '@dtm/shared/uploads';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';

/** The states of an upload link (spec section 4); "loading" is the route's pending screen. */
export type UploadLink =
  | { status: 'ready'; state: UploadState }
  | { status: 'submitted'; state: UploadState }
  | { status: 'expired'; message: string }
  | { status: 'invalid'; message: string }
  | { status: 'refunded'; message: string };

/** The upload link's queries are keyed `['uploads', token]`. */
export const uploadLinkKey = (token: string) => ['uploads', token] as const;

/**
 * GET /api/upload/:token as one of the link's states. An unknown link (404) and an expired one
 * (410) are states to show, not failures; anything else (offline, 5xx) throws.
 */
export async function getUploadLink(token: string): Promise<UploadLink> {
  try {
    const state = await apiGet(`/api/upload/${encodeURIComponent(token)}`, UploadStateSchema);
    if (state.hasUploaded) return { status: 'submitted', state };
    // The server decides, but a link whose time ran out while the page was open is expired too.
    if (Date.parse(state.expiresAt) <= Date.now()) return { status: 'expired', message: MESSAGES.uploadLinkExpired };
    return { status: 'ready', state };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 410)) throw error;
    const message = error.serverMessage;
    if (error.extra.reason === 'order-refunded') {
      return { status: 'refunded', message: message ?? MESSAGES.uploadOrderRefunded };
    }
    return error.status === 404
      ? { status: 'invalid', message: message ?? MESSAGES.uploadLinkInvalid }
      : { status: 'expired', message: message ?? MESSAGES.uploadLinkExpired };
  }
}

export function uploadLinkQueryOptions(token: string) {
  return queryOptions({ queryKey: uploadLinkKey(token), queryFn: () => getUploadLink(token) });
}
