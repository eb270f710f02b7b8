/** `/v1/payment_intents`: create, retrieve, update and list. */
import type { ApiHandler } from './api.ts';
import { pathParam } from './api.ts';
import { checkReturnUrl, confirmPaymentIntent, resolvePaymentMethod } from './confirm.ts';
import { invalidRequest, unexpectedState } from './errors.ts';
import { applyExpand } from './expand.ts';
import { newId, nowSeconds, randomBase62 } from './ids.ts';
import { LIST_PARAMS, listPage } from './lists.ts';
import { applyMetadata, Params } from './params.ts';
import {
  answer,
  CAPTURE_METHODS,
  COMMON,
  checkClientSecret,
  findPaymentIntent,
  MONEY,
  readAmount,
  readCurrency,
  readEmail,
  readTypes,
  UPDATABLE,
} from './payment-intent-params.ts';
import { renderPaymentIntent } from './render.ts';
import type { PaymentIntentRecord } from './store.ts';

export const createPaymentIntent: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, [
    ...COMMON,
    ...MONEY,
    'automatic_payment_methods',
    'confirm',
    'return_url',
    'use_stripe_sdk',
  ]);
  const amount = readAmount(params, true) ?? 0;
  const currency = readCurrency(params, true) ?? 'usd';
  const automatic = params.nested('automatic_payment_methods', ['enabled', 'allow_redirects']);
  const types = readTypes(params, 'payment_method_types');
  const allowed = readTypes(params, 'allowed_payment_method_types');
  const excluded = params.stringList('excluded_payment_method_types');
  if (automatic && types) {
    throw invalidRequest(
      'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      {
        param: 'automatic_payment_methods',
      },
    );
  }
  const allowRedirects = automatic?.oneOf('allow_redirects', ['always', 'never']);
  const confirm = params.boolean('confirm') ?? false;
  const returnUrl = params.string('return_url');
  if (returnUrl !== undefined && !confirm) {
    throw invalidRequest('`return_url` can only be passed when `confirm=true`.', { param: 'return_url' });
  }
  const paymentMethodId = params.string('payment_method');
  const automaticMethods = types
    ? null
    : { ...(allowRedirects ? { allow_redirects: allowRedirects } : {}), enabled: true };
  const pi: PaymentIntentRecord = {
    id: newId('pi'),
    created: nowSeconds(),
    amount,
    currency,
    status: 'requires_payment_method',
    clientSecret: '',
    metadata: applyMetadata({}, params.metadata()),
    description: params.nullableString('description') ?? null,
    receiptEmail: readEmail(params) ?? null,
    paymentMethod: null,
    captureMethod: params.oneOf('capture_method', CAPTURE_METHODS) ?? 'automatic_async',
    automaticPaymentMethods: automaticMethods,
    paymentMethodConfiguration: types ? null : 'pmc_emulator_default',
    paymentMethodTypes: types ?? ['card'],
    allowedPaymentMethodTypes: allowed ?? null,
    excludedPaymentMethodTypes: excluded ?? null,
    amountReceived: 0,
    amountCapturable: 0,
    canceledAt: null,
    cancellationReason: null,
    latestCharge: null,
    lastPaymentError: null,
    nextAction: null,
    returnUrl: returnUrl === undefined ? null : checkReturnUrl(returnUrl),
    statementDescriptor: params.nullableString('statement_descriptor') ?? null,
    statementDescriptorSuffix: params.nullableString('statement_descriptor_suffix') ?? null,
    transferGroup: params.nullableString('transfer_group') ?? null,
  };
  pi.clientSecret = `${pi.id}_secret_${randomBase62(25)}`;
  const pm = paymentMethodId === undefined ? undefined : resolvePaymentMethod(emulator, paymentMethodId);
  const expand = params.expand();
  if (confirm && !pm) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm it, pass `payment_method` along with `confirm=true`.",
    );
  }
  if (pm) {
    pi.paymentMethod = pm.id;
    pi.status = 'requires_confirmation';
  }
  emulator.store.paymentIntents.set(pi.id, pi);
  emulator.emit('payment_intent.created', renderPaymentIntent(emulator, pi), request.meta);
  if (confirm) confirmPaymentIntent(emulator, pi, { meta: request.meta });
  return answer(emulator, request, pi, expand);
};

export const retrievePaymentIntent: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, ['client_secret', 'expand']);
  const pi = findPaymentIntent(emulator, pathParam(request, 'id'));
  checkClientSecret(request, params, pi);
  return answer(emulator, request, pi, params.expand());
};

export const updatePaymentIntent: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, [...COMMON, ...MONEY]);
  const pi = findPaymentIntent(emulator, pathParam(request, 'id'));
  for (const field of MONEY) {
    if (params.has(field) && !UPDATABLE.includes(pi.status)) {
      throw unexpectedState(
        `This PaymentIntent's ${field} could not be updated because it has a status of ${pi.status}. You may only update the ${field} of a PaymentIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`,
      );
    }
  }
  const amount = readAmount(params, false);
  const currency = readCurrency(params, false);
  const types = readTypes(params, 'payment_method_types');
  const allowed = readTypes(params, 'allowed_payment_method_types');
  const excluded = params.stringList('excluded_payment_method_types');
  const email = readEmail(params);
  const pmId = params.string('payment_method');
  const pm = pmId === undefined ? undefined : resolvePaymentMethod(emulator, pmId);
  pi.metadata = applyMetadata(pi.metadata, params.metadata());
  if (amount !== undefined) pi.amount = amount;
  if (currency !== undefined) pi.currency = currency;
  if (types !== undefined) {
    pi.paymentMethodTypes = types;
    pi.automaticPaymentMethods = null;
    pi.paymentMethodConfiguration = null;
  }
  if (allowed !== undefined) pi.allowedPaymentMethodTypes = allowed;
  if (excluded !== undefined) pi.excludedPaymentMethodTypes = excluded;
  if (email !== undefined) pi.receiptEmail = email;
  const description = params.nullableString('description');
  if (description !== undefined) pi.description = description;
  pi.captureMethod = params.oneOf('capture_method', CAPTURE_METHODS) ?? pi.captureMethod;
  const suffix = params.nullableString('statement_descriptor_suffix');
  if (suffix !== undefined) pi.statementDescriptorSuffix = suffix;
  const descriptor = params.nullableString('statement_descriptor');
  if (descriptor !== undefined) pi.statementDescriptor = descriptor;
  const group = params.nullableString('transfer_group');
  if (group !== undefined) pi.transferGroup = group;
  if (pm) pi.paymentMethod = pm.id;
  const changedPayment = amount !== undefined || currency !== undefined || pm !== undefined;
  if (changedPayment && pi.status !== 'requires_payment_method') {
    pi.status = pi.paymentMethod ? 'requires_confirmation' : 'requires_payment_method';
    pi.nextAction = null;
  } else if (pm) {
    pi.status = 'requires_confirmation';
  }
  return answer(emulator, request, pi, params.expand());
};

export const listPaymentIntents: ApiHandler = (emulator, request) => {
  const params = new Params(request.params, [...LIST_PARAMS, 'customer']);
  const customer = params.string('customer');
  const all = [...emulator.store.paymentIntents.values()].filter(() => customer === undefined);
  const list = listPage(params, '/v1/payment_intents', all, (pi) => renderPaymentIntent(emulator, pi));
  return applyExpand(emulator, list, params.expand());
};
