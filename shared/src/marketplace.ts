import { z } from 'zod';
import { DollarsSchema, generic, IdSchema } from './common.ts';
import { MESSAGES } from './messages.ts';
import { PaymentIntentIdSchema } from './orders.ts';

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

/** POST .../complete-purchase for animations, backgrounds and variations. */
export const CompletePurchaseInputSchema = z.object({ paymentIntentId: PaymentIntentIdSchema }, generic);
export type CompletePurchaseInput = z.infer<typeof CompletePurchaseInputSchema>;
