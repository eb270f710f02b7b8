import { z } from 'zod';
import { DollarsSchema, generic, IdSchema, says } from './common.ts';
import { MESSAGES } from './messages.ts';
import { BuyerCountrySchema, PaymentIntentIdSchema } from './orders.ts';

/**
 * Where catalog files live in R2. What is sold (animations.fileUrl, backgrounds.fileUrl) is a
 * bare key under `products/`, streamed only through its owner's download routes; thumbnails and
 * previews sit under `catalog/`, which `GET /api/media/*` serves to everyone as `/api/media/<key>`.
 */
export const CATALOG_STORAGE = {
  publicPrefix: 'catalog/',
  productPrefix: 'products/',
  publicPath: '/api/media/',
} as const;

/** A sold file's R2 key: `products/...` (segments of letters, digits, `_-.`, none starting with a dot). */
export const ProductFileKeySchema = z
  .string(generic)
  .trim()
  .max(1024)
  .regex(
    /^products\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/,
    says('A file that is sold must be stored under products/, where only its owners can download it.'),
  );

/**
 * Answer of the purchase calls (animations, backgrounds, variations). It names what is being
 * bought: an animation, a background, or a variation of an owned animation.
 */
export const PurchaseIntentSchema = z
  .object(
    {
      clientSecret: z.string(generic).min(1),
      paymentIntentId: PaymentIntentIdSchema,
      amount: DollarsSchema,
      animationId: IdSchema.nullish(),
      backgroundId: IdSchema.nullish(),
      userAnimationId: IdSchema.nullish(),
    },
    generic,
  )
  .refine((intent) => Boolean(intent.animationId || intent.backgroundId || intent.userAnimationId), {
    error: MESSAGES.invalidInput,
    path: ['animationId'],
  });
export type PurchaseIntent = z.infer<typeof PurchaseIntentSchema>;

/**
 * POST /api/animations/:id/purchase and /api/backgrounds/:id/purchase: the buyer's country
 * (ISO code), optional; the invoice's VAT follows it (shared/src/vat.ts). Never a price.
 */
export const StartPurchaseInputSchema = z.looseObject({ country: BuyerCountrySchema.optional() }, generic);
export type StartPurchaseInput = z.infer<typeof StartPurchaseInputSchema>;

/** POST .../complete-purchase for animations, backgrounds and variations. */
export const CompletePurchaseInputSchema = z.object({ paymentIntentId: PaymentIntentIdSchema }, generic);
export type CompletePurchaseInput = z.infer<typeof CompletePurchaseInputSchema>;

/** What buying animations, backgrounds and variations answers when it refuses. */
export const MARKETPLACE_MESSAGES = {
  alreadyOwned: {
    animation: 'You already own this animation. You can download it from your dashboard.',
    background: 'You already own this background. You can download it from your dashboard.',
  },
  variationExists: 'You already have a variation with this name. Please choose another name.',
  animationUnavailable: 'This animation is not available.',
  backgroundUnavailable: 'This background is not available.',
  /** An item the back office took off sale, bought from a page opened before (410). */
  withdrawn: {
    animation: 'This animation is no longer for sale. It was taken out of the marketplace.',
    background: 'This background is no longer for sale. It was taken out of the marketplace.',
  },
  /** Paid for after it was taken off sale: nothing is bought and the money goes back at once. */
  withdrawnRefunded: {
    animation:
      'This animation was taken out of the marketplace before your payment went through. Nothing was bought and your payment has been refunded.',
    background:
      'This background was taken out of the marketplace before your payment went through. Nothing was bought and your payment has been refunded.',
  },
  variationBackgroundUnavailable: 'This background is not available. Please choose another one.',
  paymentNotFound: 'This payment could not be found. Please contact support.',
  notThisPurchase: 'This payment does not belong to this purchase.',
  paymentIncomplete:
    'This payment has not been completed. Please try again, or contact support if your card was charged.',
  itemGone: 'This item is no longer available. Please contact support for a refund.',
  /** The purchase's order was refunded in full: the file is no longer the customer's. */
  refunded: 'This purchase was refunded, so the item is no longer in your account. You can buy it again.',
} as const;
