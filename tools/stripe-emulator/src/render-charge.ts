/** Charges and refunds as Stripe shows them, built from their fixtures. */
import { fromFixture, mergeInto } from './fixtures.ts';
import type { JsonObject } from './json.ts';
import { isJsonObject } from './json.ts';
import type { RenderContext } from './render.ts';
import { EMPTY_BILLING } from './render.ts';
import type { ChargeRecord, RefundRecord } from './store.ts';

function chargeOutcome(charge: ChargeRecord): JsonObject {
  if (charge.failure === null) {
    return {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      risk_score: 20,
      seller_message: 'Payment complete.',
      type: 'authorized',
    };
  }
  return {
    advice_code: 'try_again_later',
    network_advice_code: null,
    network_decline_code: null,
    network_status: 'declined_by_network',
    reason: charge.failure.declineCode,
    risk_level: 'normal',
    risk_score: 20,
    seller_message: 'The bank did not return any further details with this decline.',
    type: 'issuer_declined',
  };
}

function chargeCard(ctx: RenderContext, charge: ChargeRecord): JsonObject {
  const sample = ctx.fixtures.charge.payment_method_details;
  const pm = ctx.store.paymentMethods.get(charge.paymentMethod);
  const details = isJsonObject(sample) ? sample : {};
  const authorized = charge.status === 'succeeded';
  return mergeInto(details, 'card', {
    amount_authorized: authorized ? charge.amount : null,
    authorization_code: charge.authorizationCode,
    brand: pm?.card.brand ?? 'visa',
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: pm?.card.country ?? 'US',
    exp_month: pm?.expMonth ?? 12,
    exp_year: pm?.expYear ?? 2034,
    extended_authorization: { status: 'disabled' },
    fingerprint: pm?.fingerprint ?? null,
    funding: pm?.card.funding ?? 'credit',
    incremental_authorization: { status: 'unavailable' },
    installments: null,
    last4: pm?.card.number.slice(-4) ?? '4242',
    mandate: null,
    multicapture: { status: 'unavailable' },
    network: pm?.card.brand ?? 'visa',
    network_token: { used: false },
    network_transaction_id: charge.networkTransactionId,
    overcapture: { maximum_amount_capturable: charge.amount, status: 'unavailable' },
    regulated_status: 'unregulated',
    three_d_secure: charge.threeDSecure
      ? {
          authentication_flow: 'challenge',
          electronic_commerce_indicator: '05',
          exemption_indicator: null,
          result: 'authenticated',
          result_reason: null,
          transaction_id: `${charge.id.slice(3, 11)}-emulator`,
          version: '2.2.0',
        }
      : null,
    wallet: null,
  });
}

export function renderCharge(ctx: RenderContext, charge: ChargeRecord): JsonObject {
  const refunds = charge.refunds
    .map((id) => ctx.store.refunds.get(id))
    .filter((refund) => refund !== undefined)
    .reverse()
    .map((refund) => renderRefund(ctx, refund));
  return fromFixture(ctx.fixtures.charge, {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: charge.amountCaptured,
    amount_refunded: charge.amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: charge.balanceTransaction,
    billing_details: EMPTY_BILLING,
    calculated_statement_descriptor: charge.statementDescriptor ?? 'STRIPE EMULATOR',
    captured: charge.captured,
    created: charge.created,
    currency: charge.currency,
    customer: null,
    description: charge.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: charge.failure?.code ?? null,
    failure_message: charge.failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...charge.metadata },
    on_behalf_of: null,
    outcome: mergeInto(ctx.fixtures.charge, 'outcome', chargeOutcome(charge)),
    paid: charge.status === 'succeeded',
    payment_intent: charge.paymentIntent,
    payment_method: charge.paymentMethod,
    payment_method_details: { card: chargeCard(ctx, charge), type: 'card' },
    receipt_email: charge.receiptEmail,
    receipt_number: null,
    receipt_url: `${ctx.baseUrl()}/emulator/receipts/${charge.id}`,
    refunded: charge.amountCaptured > 0 && charge.amountRefunded >= charge.amountCaptured,
    refunds: {
      object: 'list',
      data: refunds,
      has_more: false,
      total_count: refunds.length,
      url: `/v1/charges/${charge.id}/refunds`,
    },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: charge.statementDescriptor,
    statement_descriptor_suffix: charge.statementDescriptorSuffix,
    status: charge.status,
    transfer_data: null,
    transfer_group: null,
  });
}

export function renderRefund(ctx: RenderContext, refund: RefundRecord): JsonObject {
  const sample = ctx.fixtures.refund;
  return fromFixture(sample, {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: refund.balanceTransaction,
    charge: refund.charge,
    created: refund.created,
    currency: refund.currency,
    destination_details: {
      card: mergeInto(isJsonObject(sample.destination_details) ? sample.destination_details : {}, 'card', {
        reference_status: 'pending',
        reference_type: 'acquirer_reference_number',
        type: 'refund',
      }),
      type: 'card',
    },
    metadata: { ...refund.metadata },
    payment_intent: refund.paymentIntent,
    payment_method: refund.paymentMethod,
    reason: refund.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
}
