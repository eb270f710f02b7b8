/** `/v1/payment_intents/:id/confirm`, `/capture` and `/cancel`. */
import type { ApiHandler } from './api.ts';
import { pathParam } from './api.ts';
import { checkReturnUrl, confirmPaymentIntent, resolvePaymentMethod } from './confirm.ts';
import { invalidRequest, unexpectedState } from './errors.ts';
import { newId, nowSeconds } from './ids.ts';
import { applyMetadata, Params } from './params.ts';
import {
  answer,
  CANCELABLE,
  CAPTURE_METHODS,
  checkClientSecret,
  findPaymentIntent,
  readEmail,
  readTypes,
} from './payment-intent-params.ts';
import { renderPaymentIntent } from './render.ts';
import { renderCharge } from './render-charge.ts';

export const confirmPaymentIntentRoute: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, [
    'allowed_payment_method_types',
    'capture_method',
    'client_secret',
    'expand',
    'payment_method',
    'receipt_email',
    'return_url',
    'use_stripe_sdk',
  ]);
  const pi = findPaymentIntent(emulator, pathParam(request, 'id'));
  checkClientSecret(request, params, pi);
  const pmId = params.string('payment_method');
  const returnUrl = params.string('return_url');
  const email = readEmail(params);
  const allowed = readTypes(params, 'allowed_payment_method_types');
  const captureMethod = params.oneOf('capture_method', CAPTURE_METHODS);
  const expand = params.expand();
  if (email !== undefined) pi.receiptEmail = email;
  if (allowed !== undefined) pi.allowedPaymentMethodTypes = allowed;
  if (captureMethod !== undefined) pi.captureMethod = captureMethod;
  confirmPaymentIntent(emulator, pi, {
    ...(pmId === undefined ? {} : { paymentMethod: resolvePaymentMethod(emulator, pmId) }),
    ...(returnUrl === undefined ? {} : { returnUrl: checkReturnUrl(returnUrl) }),
    meta: request.meta,
  });
  return answer(emulator, request, pi, expand);
};

export const capturePaymentIntent: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, ['amount_to_capture', 'expand', 'metadata']);
  const pi = findPaymentIntent(emulator, pathParam(request, 'id'));
  if (pi.status !== 'requires_capture') {
    throw unexpectedState(
      `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
    );
  }
  const amount = params.integer('amount_to_capture') ?? pi.amountCapturable;
  if (amount < 1 || amount > pi.amountCapturable) {
    throw invalidRequest(`The amount to capture must be between 1 and ${pi.amountCapturable}.`, {
      param: 'amount_to_capture',
    });
  }
  pi.metadata = applyMetadata(pi.metadata, params.metadata());
  const charge = pi.latestCharge ? emulator.store.charges.get(pi.latestCharge) : undefined;
  if (charge) {
    charge.captured = true;
    charge.amountCaptured = amount;
    charge.balanceTransaction = newId('txn');
  }
  pi.status = 'succeeded';
  pi.amountReceived = amount;
  pi.amountCapturable = 0;
  if (charge) emulator.emit('charge.captured', renderCharge(emulator, charge), request.meta);
  emulator.emit('payment_intent.succeeded', renderPaymentIntent(emulator, pi), request.meta);
  return answer(emulator, request, pi, params.expand());
};

export const cancelPaymentIntent: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, ['cancellation_reason', 'expand']);
  const pi = findPaymentIntent(emulator, pathParam(request, 'id'));
  const reason = params.oneOf('cancellation_reason', ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer']);
  if (!CANCELABLE.includes(pi.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    );
  }
  pi.status = 'canceled';
  pi.canceledAt = nowSeconds();
  pi.cancellationReason = reason ?? null;
  pi.amountCapturable = 0;
  pi.nextAction = null;
  emulator.emit('payment_intent.canceled', renderPaymentIntent(emulator, pi), request.meta);
  return answer(emulator, request, pi, params.expand());
};
