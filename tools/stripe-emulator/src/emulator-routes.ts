/** `/emulator/*`: the card form, the 3-D Secure page, webhook settings and debugging help. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { confirmWithCard } from './card-form.ts';
import { finishAuthentication } from './confirm.ts';
import type { Emulator } from './emulator.ts';
import { invalidRequest, resourceMissing, StripeApiError } from './errors.ts';
import { parseForm } from './form.ts';
import { readBody, redirect, sendHtml, sendJson } from './http.ts';
import { newId } from './ids.ts';
import type { Json } from './json.ts';
import { isJsonObject, parseJson } from './json.ts';
import { challengePage, messagePage, receiptPage } from './pages.ts';
import { renderPaymentIntent } from './render.ts';
import { safeDecode } from './router.ts';
import type { PaymentIntentRecord } from './store.ts';

export interface EmulatorRequest {
  emulator: Emulator;
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  /** Forgets idempotency keys too on reset. */
  resetAll: () => void;
}

async function readJson(req: IncomingMessage): Promise<Json | undefined> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  const value = parseJson(text);
  if (value === undefined) throw invalidRequest('Invalid JSON body.');
  return value;
}

function sendError(res: ServerResponse, error: StripeApiError, requestId: string): void {
  sendJson(res, error.status, error.toBody(requestId), { 'Request-Id': requestId });
}

/** Where the 3-D Secure page sends the customer back, with Stripe's query parameters. */
function returnLocation(pi: PaymentIntentRecord): string | undefined {
  if (pi.returnUrl === null) return undefined;
  const url = new URL(pi.returnUrl);
  url.searchParams.set('payment_intent', pi.id);
  url.searchParams.set('payment_intent_client_secret', pi.clientSecret);
  url.searchParams.set('redirect_status', pi.status === 'succeeded' ? 'succeeded' : 'failed');
  return url.toString();
}

async function threeDSecure(request: EmulatorRequest, id: string): Promise<void> {
  const { emulator, req, res } = request;
  const pi = emulator.store.paymentIntents.get(id);
  const wantsJson = (req.headers['content-type'] ?? '').includes('application/json');
  if (req.method === 'GET') {
    if (!pi) return sendHtml(res, 404, messagePage('Payment not found', `There is no payment ${id}.`));
    if (pi.status !== 'requires_action') {
      const back = returnLocation(pi);
      return sendHtml(
        res,
        200,
        messagePage(
          'Nothing to authenticate',
          `This payment has a status of ${pi.status} and does not need authentication.`,
          back ? { href: back, label: 'Return to the shop' } : undefined,
        ),
      );
    }
    return sendHtml(res, 200, challengePage(pi));
  }
  const requestId = newId('req');
  const body = wantsJson ? await readJson(req) : parseForm(await readBody(req));
  const outcome = isJsonObject(body) ? body.outcome : undefined;
  try {
    if (!pi) throw resourceMissing('payment_intent', id);
    if (outcome !== 'complete' && outcome !== 'fail') {
      throw invalidRequest('outcome must be "complete" or "fail".', { param: 'outcome' });
    }
    finishAuthentication(emulator, pi, outcome);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    if (wantsJson) return sendError(res, error, requestId);
    return sendHtml(res, error.status, messagePage('Authentication not possible', error.message));
  }
  const location = returnLocation(pi);
  if (wantsJson)
    return sendJson(res, 200, { paymentIntent: renderPaymentIntent(emulator, pi), redirectUrl: location ?? null });
  if (location) return redirect(res, location);
  const done = pi.status === 'succeeded' ? 'Authentication complete' : 'Authentication failed';
  return sendHtml(res, 200, messagePage(done, 'You can close this window and return to the shop.'));
}

async function webhookEndpoint(request: EmulatorRequest): Promise<void> {
  const { emulator, req, res } = request;
  if (req.method === 'POST') {
    const body = await readJson(req);
    const url = isJsonObject(body) ? body.url : undefined;
    if (url !== null && (typeof url !== 'string' || !URL.canParse(url))) {
      throw invalidRequest('url must be an absolute URL, or null to stop sending webhooks.', { param: 'url' });
    }
    emulator.webhooks.url = url;
    const secret = isJsonObject(body) ? body.secret : undefined;
    if (typeof secret === 'string' && secret !== '') emulator.webhooks.secret = secret;
  }
  sendJson(res, 200, { url: emulator.webhooks.url });
}

/** Answers an `/emulator/*` request; returns false when the path is not one of them. */
export async function handleEmulatorRoute(request: EmulatorRequest): Promise<boolean> {
  const { emulator, req, res, path } = request;
  const method = req.method ?? 'GET';
  const threeDs = /^\/emulator\/3ds\/([^/]+)$/.exec(path);
  const receipt = /^\/emulator\/receipts\/([^/]+)$/.exec(path);
  try {
    if (path === '/emulator/confirm' && method === 'POST') {
      const requestId = newId('req');
      try {
        sendJson(res, 200, confirmWithCard(emulator, await readJson(req), { id: requestId, idempotencyKey: null }));
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        sendError(res, error, requestId);
      }
    } else if (threeDs?.[1] && (method === 'GET' || method === 'POST')) {
      await threeDSecure(request, safeDecode(threeDs[1]));
    } else if (path === '/emulator/webhook-endpoint' && (method === 'GET' || method === 'POST')) {
      await webhookEndpoint(request);
    } else if (path === '/emulator/deliveries' && method === 'GET') {
      sendJson(res, 200, { object: 'list', endpoint: emulator.webhooks.url, data: [...emulator.webhooks.attempts] });
    } else if (path === '/emulator/reset' && method === 'POST') {
      request.resetAll();
      sendJson(res, 200, { reset: true });
    } else if (path === '/emulator/health' && method === 'GET') {
      sendJson(res, 200, { ok: true, api_version: emulator.apiVersion, webhook_url: emulator.webhooks.url });
    } else if (receipt?.[1] && method === 'GET') {
      const charge = emulator.store.charges.get(safeDecode(receipt[1]));
      if (!charge) sendHtml(res, 404, messagePage('Receipt not found', 'There is no such charge.'));
      else
        sendHtml(
          res,
          200,
          receiptPage({
            chargeId: charge.id,
            amount: charge.amountCaptured,
            currency: charge.currency,
            refunded: charge.amountRefunded,
            created: charge.created,
          }),
        );
    } else {
      return false;
    }
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    sendError(res, error, newId('req'));
  }
  return true;
}
