// No Node imports: the Worker tests run this against the real API inside workerd.
import {
  type DeviceCode,
  type DeviceCodeInput,
  DeviceCodeSchema,
  type DeviceToken,
  DeviceTokenSchema,
} from '@dtm/shared/devices';
import { ApiStatusError, type ApiTarget, apiFetch, errorMessage, parseBody } from './api.ts';

/** Asks the API for a pairing code to show on screen. */
export async function requestPairingCode(api: ApiTarget, input: DeviceCodeInput = {}): Promise<DeviceCode> {
  const response = await apiFetch(api, '/api/device/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (response.status !== 201) throw new ApiStatusError(response.status, await errorMessage(response));
  return parseBody(response, DeviceCodeSchema);
}

export type PollOutcome =
  | { status: 'pending' }
  | { status: 'paired'; token: DeviceToken }
  | { status: 'expired'; message: string }
  | { status: 'slow-down' };

/** One poll: has the customer entered the code yet? */
export async function pollPairing(api: ApiTarget, deviceCode: string): Promise<PollOutcome> {
  const response = await apiFetch(api, '/api/device/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceCode }),
  });
  if (response.status === 202) {
    await response.body?.cancel();
    return { status: 'pending' };
  }
  if (response.status === 200) return { status: 'paired', token: await parseBody(response, DeviceTokenSchema) };
  if (response.status === 410) return { status: 'expired', message: await errorMessage(response) };
  if (response.status === 429) {
    await response.body?.cancel();
    return { status: 'slow-down' };
  }
  throw new ApiStatusError(response.status, await errorMessage(response));
}

export interface WaitOptions {
  signal?: AbortSignal;
  /** Injected in tests; resolves after `ms`. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls at the interval the API asked for (doubling it when told to slow down) until the code is
 * entered, expires, or `signal` aborts. Returns the token, or null when the code ran out.
 */
export async function waitForPairing(
  api: ApiTarget,
  code: DeviceCode,
  options: WaitOptions = {},
): Promise<DeviceToken | null> {
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const deadline = now() + code.expiresIn * 1000;
  let intervalMs = code.interval * 1000;
  while (now() < deadline) {
    options.signal?.throwIfAborted();
    const outcome = await pollPairing(api, code.deviceCode);
    if (outcome.status === 'paired') return outcome.token;
    if (outcome.status === 'expired') return null;
    if (outcome.status === 'slow-down') intervalMs = Math.min(intervalMs * 2, 60_000);
    await sleep(intervalMs);
  }
  return null;
}
