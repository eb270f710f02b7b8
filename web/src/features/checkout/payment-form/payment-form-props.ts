import type { ShippingAddress } from '@dtm/shared/orders';

/**
 * What the payment modal gives any card form, whoever is behind it (Stripe's Payment Element
 * or the local emulator's card form): the rest of the page cannot tell them apart.
 */
export type PaymentFormProps = {
  clientSecret: string;
  /** What is charged, in dollars ("129.00"), for the pay button. */
  amount: string;
  /** Where the customer comes back to after a redirect (3-D Secure). */
  returnUrl: string;
  /** The card holder's details; frames pass their shipping address and hide the billing address. */
  billingDetails: { name: string; email: string; address: ShippingAddress | null };
  /** The payment went through: the server is asked to verify it next. */
  onSucceeded: (paymentIntentId: string) => void;
  /** The provider refused the payment (declined card, failed authentication), in its own words. */
  onFailed: (message: string) => void;
  /**
   * The provider's words for the try before this form was set up again (a voucher's payment is
   * prepared anew after a decline): shown until the next try.
   */
  initialFailure?: string | undefined;
  /** True while the card is being confirmed: the modal must not close then. */
  onBusyChange?: (busy: boolean) => void;
};

/** Said when the provider gives no words of its own. */
export const GENERIC_PAYMENT_FAILURE = 'Failed to process payment.';
