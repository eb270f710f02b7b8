import type { PurchaseVariationInput } from '@dtm/shared/animations';
import { PurchaseIntentSchema } from '@dtm/shared/marketplace';
import { AnimationVariationsSchema, OwnedVariationSchema } from '@dtm/shared/user';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { USER_KEYS } from '../../../lib/user-keys';

const base = (userAnimationId: string) => `/api/user/animations/${encodeURIComponent(userAnimationId)}/variations`;

/** GET /api/user/animations/:id/variations: the owned animation and its variations. */
export function variationsQueryOptions(userAnimationId: string) {
  return queryOptions({
    queryKey: USER_KEYS.variations(userAnimationId),
    queryFn: ({ signal }) => apiGet(base(userAnimationId), AnimationVariationsSchema, signal),
  });
}

/** POST .../variations/purchase: the server prices it ($4.99 plus the background). */
export function startVariationPurchase(userAnimationId: string, input: PurchaseVariationInput) {
  return apiSend('POST', `${base(userAnimationId)}/purchase`, input, PurchaseIntentSchema);
}

/** POST .../variations/complete-purchase: verified with Stripe, recorded once. */
export function completeVariationPurchase(userAnimationId: string, paymentIntentId: string) {
  return apiSend('POST', `${base(userAnimationId)}/complete-purchase`, { paymentIntentId }, OwnedVariationSchema);
}
