/** `/v1/refunds`, and the charges and payment methods they point at (`/v1/charges`, `/v1/payment_methods`). */
import type { ApiHandler } from './api.ts';
import { pathParam } from './api.ts';
import type { Emulator } from './emulator.ts';
import { invalidRequest, resourceMissing } from './errors.ts';
import { applyExpand } from './expand.ts';
import { newId, nowSeconds } from './ids.ts';
import { LIST_PARAMS, listPage } from './lists.ts';
import { applyMetadata, Params } from './params.ts';
import { findPaymentIntent } from './payment-intent-params.ts';
import { renderPaymentMethod } from './render.ts';
import { renderCharge, renderRefund } from './render-charge.ts';
import type { ChargeRecord, RefundRecord } from './store.ts';

function findCharge(emulator: Emulator, id: string, param = 'charge'): ChargeRecord {
  const charge = emulator.store.charges.get(id);
  if (!charge) throw resourceMissing('charge', id, param);
  return charge;
}

/** The charge a refund request names, through `charge` or `payment_intent`. */
function chargeToRefund(emulator: Emulator, params: Params): ChargeRecord {
  const chargeId = params.string('charge');
  const piId = params.string('payment_intent');
  if (chargeId !== undefined && piId !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', { param: 'charge' });
  }
  if (chargeId !== undefined) return findCharge(emulator, chargeId);
  if (piId === undefined) {
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.');
  }
  const pi = findPaymentIntent(emulator, piId, 'payment_intent');
  const charge = pi.latestCharge ? emulator.store.charges.get(pi.latestCharge) : undefined;
  if (!charge || pi.status !== 'succeeded') {
    throw invalidRequest('This PaymentIntent does not have a successful charge to refund.', {
      param: 'payment_intent',
    });
  }
  return charge;
}

export const createRefund: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, ['amount', 'charge', 'expand', 'metadata', 'payment_intent', 'reason']);
  const charge = chargeToRefund(emulator, params);
  const reason = params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']);
  const metadata = applyMetadata({}, params.metadata());
  const remaining = charge.amountCaptured - charge.amountRefunded;
  if (!charge.captured || remaining <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  }
  const amount = params.integer('amount') ?? remaining;
  if (amount < 1) throw invalidRequest('Invalid positive integer', { param: 'amount' });
  if (amount > remaining) {
    throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  }
  const refund: RefundRecord = {
    id: newId('re'),
    created: nowSeconds(),
    amount,
    charge: charge.id,
    paymentIntent: charge.paymentIntent,
    paymentMethod: charge.paymentMethod,
    currency: charge.currency,
    reason: reason ?? null,
    metadata,
    balanceTransaction: newId('txn'),
  };
  const previous = { amount_refunded: charge.amountRefunded, refunded: false };
  emulator.store.refunds.set(refund.id, refund);
  charge.refunds.push(refund.id);
  charge.amountRefunded += amount;
  emulator.emit('refund.created', renderRefund(emulator, refund), request.meta);
  emulator.emit('charge.refunded', renderCharge(emulator, charge), request.meta, previous);
  return applyExpand(emulator, renderRefund(emulator, refund), params.expand());
};

export const retrieveRefund: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, ['expand']);
  const id = pathParam(request, 'id');
  const refund = emulator.store.refunds.get(id);
  if (!refund) throw resourceMissing('refund', id, 'refund');
  return applyExpand(emulator, renderRefund(emulator, refund), params.expand());
};

export const listRefunds: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, [...LIST_PARAMS, 'charge', 'payment_intent']);
  const charge = params.string('charge');
  const pi = params.string('payment_intent');
  const refunds = [...emulator.store.refunds.values()].filter(
    (refund) => (charge === undefined || refund.charge === charge) && (pi === undefined || refund.paymentIntent === pi),
  );
  const list = listPage(params, '/v1/refunds', refunds, (refund) => renderRefund(emulator, refund));
  return applyExpand(emulator, list, params.expand());
};

export const retrieveCharge: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, ['expand']);
  const charge = findCharge(emulator, pathParam(request, 'id'));
  return applyExpand(emulator, renderCharge(emulator, charge), params.expand());
};

export const listCharges: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, [...LIST_PARAMS, 'payment_intent']);
  const pi = params.string('payment_intent');
  const charges = [...emulator.store.charges.values()].filter(
    (charge) => pi === undefined || charge.paymentIntent === pi,
  );
  const list = listPage(params, '/v1/charges', charges, (charge) => renderCharge(emulator, charge));
  return applyExpand(emulator, list, params.expand());
};

export const retrievePaymentMethod: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, ['expand']);
  const id = pathParam(request, 'id');
  const pm = emulator.store.paymentMethods.get(id);
  if (!pm) throw resourceMissing('PaymentMethod', id, 'payment_method');
  return applyExpand(emulator, renderPaymentMethod(emulator, pm), params.expand());
};
