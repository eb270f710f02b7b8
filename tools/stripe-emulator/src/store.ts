/** The emulator's in-memory records. Objects are rendered from them (render.ts) on every answer. */
import type { JsonObject } from './json.ts';
import type { TestCard } from './test-cards.ts';

export type PaymentIntentStatus =
  | 'canceled'
  | 'processing'
  | 'requires_action'
  | 'requires_capture'
  | 'requires_confirmation'
  | 'requires_payment_method'
  | 'succeeded';

export type CaptureMethod = 'automatic' | 'automatic_async' | 'manual';

export interface PaymentIntentRecord {
  id: string;
  created: number;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  clientSecret: string;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  paymentMethod: string | null;
  captureMethod: CaptureMethod;
  /** `{ enabled: true }` unless the caller listed `payment_method_types` itself. */
  automaticPaymentMethods: JsonObject | null;
  paymentMethodConfiguration: string | null;
  paymentMethodTypes: string[];
  /** `allowed_payment_method_types` (the SDK's current parameter); null when not given. */
  allowedPaymentMethodTypes: string[] | null;
  excludedPaymentMethodTypes: string[] | null;
  amountReceived: number;
  amountCapturable: number;
  canceledAt: number | null;
  cancellationReason: string | null;
  latestCharge: string | null;
  lastPaymentError: JsonObject | null;
  nextAction: JsonObject | null;
  returnUrl: string | null;
  statementDescriptor: string | null;
  statementDescriptorSuffix: string | null;
  transferGroup: string | null;
}

export interface PaymentMethodRecord {
  id: string;
  created: number;
  card: TestCard;
  expMonth: number;
  expYear: number;
  fingerprint: string;
}

export interface ChargeRecord {
  id: string;
  created: number;
  amount: number;
  amountCaptured: number;
  amountRefunded: number;
  currency: string;
  description: string | null;
  paymentIntent: string;
  paymentMethod: string;
  status: 'failed' | 'succeeded';
  captured: boolean;
  failure: { code: string; declineCode: string; message: string } | null;
  receiptEmail: string | null;
  metadata: Record<string, string>;
  balanceTransaction: string | null;
  threeDSecure: boolean;
  authorizationCode: string | null;
  networkTransactionId: string | null;
  statementDescriptor: string | null;
  statementDescriptorSuffix: string | null;
  refunds: string[];
}

export interface RefundRecord {
  id: string;
  created: number;
  amount: number;
  charge: string;
  paymentIntent: string;
  paymentMethod: string;
  currency: string;
  reason: string | null;
  metadata: Record<string, string>;
  balanceTransaction: string;
}

/** Everything the emulator remembers; `reset()` forgets it (the webhook endpoint stays configured). */
export class Store {
  readonly paymentIntents = new Map<string, PaymentIntentRecord>();
  readonly paymentMethods = new Map<string, PaymentMethodRecord>();
  readonly charges = new Map<string, ChargeRecord>();
  readonly refunds = new Map<string, RefundRecord>();
  /** Rendered events, kept as sent (Stripe's events are snapshots). */
  readonly events = new Map<string, JsonObject>();

  reset(): void {
    this.paymentIntents.clear();
    this.paymentMethods.clear();
    this.charges.clear();
    this.refunds.clear();
    this.events.clear();
  }
}
