import { PurchaseIntentSchema } from '@dtm/shared/marketplace';
import { OwnedAnimationSchema, OwnedBackgroundSchema } from '@dtm/shared/user';
import { apiSend } from '../../../lib/api-client';

export type MarketplaceKind = 'animation' | 'background';

const PATH: Record<MarketplaceKind, string> = { animation: '/api/animations', background: '/api/backgrounds' };

/**
 * POST /api/{animations|backgrounds}/:id/purchase with the buyer's country (the invoice's VAT
 * follows it): the server prices it and answers with the PaymentIntent.
 */
export function startItemPurchase(kind: MarketplaceKind, id: string, country?: string) {
  const body = country ? { country } : {};
  return apiSend('POST', `${PATH[kind]}/${encodeURIComponent(id)}/purchase`, body, PurchaseIntentSchema);
}

/** POST .../complete-purchase: the server checks the payment with Stripe and records the purchase once. */
export async function completeItemPurchase(kind: MarketplaceKind, id: string, paymentIntentId: string) {
  const url = `${PATH[kind]}/${encodeURIComponent(id)}/complete-purchase`;
  if (kind === 'animation') return apiSend('POST', url, { paymentIntentId }, OwnedAnimationSchema);
  return apiSend('POST', url, { paymentIntentId }, OwnedBackgroundSchema);
}
