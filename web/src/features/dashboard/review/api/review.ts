import { CustomerReviewSchema, REVIEW_KIND_PATHS, type ReviewKind } from '@dtm/shared/review';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { USER_KEYS } from '../../../../lib/user-keys';

const base = (kind: ReviewKind, id: string) => `/api/user/${REVIEW_KIND_PATHS[kind]}/${encodeURIComponent(id)}/review`;

/** Under the customer's 'user' prefix, so sign-out drops it with the rest of their data. */
export const reviewKey = (kind: ReviewKind, id: string) =>
  [...USER_KEYS.all, REVIEW_KIND_PATHS[kind], id, 'review'] as const;

/** GET .../review: the preview to review, a change already asked for it, and how many changes are left. */
export function reviewQueryOptions(kind: ReviewKind, id: string) {
  return queryOptions({
    queryKey: reviewKey(kind, id),
    queryFn: ({ signal }) => apiGet(base(kind, id), CustomerReviewSchema, signal),
  });
}

/** After an answer (or a refusal that may mean a newer preview was sent): the card and the list read again. */
function useRefresh(kind: ReviewKind, id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKey(kind, id) }),
      queryClient.invalidateQueries({ queryKey: kind === 'frame' ? USER_KEYS.frames : USER_KEYS.characters }),
    ]);
}

/** POST .../review/approve: the version on screen becomes the finished animation. */
export function useApprovePreview(kind: ReviewKind, id: string) {
  const refresh = useRefresh(kind, id);
  return useMutation({
    mutationFn: (version: number) => apiSend('POST', `${base(kind, id)}/approve`, { version }, CustomerReviewSchema),
    networkMode: 'always',
    onSettled: refresh,
  });
}

/** POST .../review/changes: what to change in the version on screen. */
export function useRequestChange(kind: ReviewKind, id: string) {
  const refresh = useRefresh(kind, id);
  return useMutation({
    mutationFn: (input: { version: number; note: string }) =>
      apiSend('POST', `${base(kind, id)}/changes`, input, CustomerReviewSchema),
    networkMode: 'always',
    onSettled: refresh,
  });
}
