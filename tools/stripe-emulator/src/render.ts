/** Turns records into Stripe objects: the fixture of the resource with the record's values. */
import type { Fixtures } from './fixtures.ts';
import { fromFixture, mergeInto } from './fixtures.ts';
import type { JsonObject } from './json.ts';
import type { PaymentIntentRecord, PaymentMethodRecord, Store } from './store.ts';

export interface RenderContext {
  fixtures: Fixtures;
  store: Store;
  /** Where the emulator is reachable, for the links it hands out (3-D Secure page, receipts). */
  baseUrl: () => string;
}

const EMPTY_ADDRESS: JsonObject = {
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
};

export const EMPTY_BILLING: JsonObject = { address: EMPTY_ADDRESS, email: null, name: null, phone: null, tax_id: null };

export function renderPaymentIntent(ctx: RenderContext, pi: PaymentIntentRecord): JsonObject {
  return fromFixture(ctx.fixtures.payment_intent, {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_capturable: pi.amountCapturable,
    amount_received: pi.amountReceived,
    application: null,
    application_fee_amount: null,
    allowed_payment_method_types: pi.allowedPaymentMethodTypes ? [...pi.allowedPaymentMethodTypes] : null,
    automatic_payment_methods: pi.automaticPaymentMethods,
    canceled_at: pi.canceledAt,
    cancellation_reason: pi.cancellationReason,
    capture_method: pi.captureMethod,
    client_secret: pi.clientSecret,
    confirmation_method: 'automatic',
    created: pi.created,
    currency: pi.currency,
    customer: null,
    customer_account: null,
    description: pi.description,
    excluded_payment_method_types: pi.excludedPaymentMethodTypes ? [...pi.excludedPaymentMethodTypes] : null,
    last_payment_error: pi.lastPaymentError,
    latest_charge: pi.latestCharge,
    livemode: false,
    managed_payments: { enabled: false },
    metadata: { ...pi.metadata },
    next_action: pi.nextAction,
    on_behalf_of: null,
    payment_method: pi.paymentMethod,
    payment_method_configuration_details:
      pi.paymentMethodConfiguration === null ? null : { id: pi.paymentMethodConfiguration, parent: null },
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: [...pi.paymentMethodTypes],
    processing: null,
    receipt_email: pi.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: pi.statementDescriptor,
    statement_descriptor_suffix: pi.statementDescriptorSuffix,
    status: pi.status,
    transfer_data: null,
    transfer_group: pi.transferGroup,
  });
}

/** The fields Stripe shows to a publishable key holding the client secret (no metadata, no charge). */
const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'allowed_payment_method_types',
  'amount',
  'amount_details',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'excluded_payment_method_types',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'source',
  'status',
] as const;

export function renderPublishablePaymentIntent(ctx: RenderContext, pi: PaymentIntentRecord): JsonObject {
  const full = renderPaymentIntent(ctx, pi);
  const view: JsonObject = {};
  for (const key of PUBLISHABLE_FIELDS) view[key] = full[key] ?? null;
  return view;
}

export function renderPaymentMethod(ctx: RenderContext, pm: PaymentMethodRecord): JsonObject {
  const sample = ctx.fixtures.payment_method;
  const { card } = pm;
  return fromFixture(sample, {
    id: pm.id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: EMPTY_BILLING,
    card: mergeInto(sample, 'card', {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: card.country,
      display_brand: card.brand,
      exp_month: pm.expMonth,
      exp_year: pm.expYear,
      fingerprint: pm.fingerprint,
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    }),
    created: pm.created,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  });
}
