import { env, exports } from 'cloudflare:workers';
import type { HealthReport } from '@dtm/shared/device-health';
import {
  HEALTH_SIGNATURE_HEADER,
  HEALTH_TIMESTAMP_HEADER,
  healthSigningKey,
  signHealthReport,
} from '@dtm/shared/device-health-signature';
import { expect } from 'vitest';
import type { ApiTarget } from '../../frame-player/src/core/cloud/api';
import { requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import { frameApi } from './device-fixtures';
import { call, ORIGIN, signIn } from './helpers';

let counter = 0;
export const freshEmail = () => `health-owner-${Date.now()}-${++counter}@example.com`;

/** A frame paired through the real flow: the customer's cookie and the frame's token. */
export async function pairedFrame(name = 'Living room', email = freshEmail()) {
  const cookie = await signIn(email);
  // Each frame from its own address: the code limit is per client, and these are many frames.
  const ip = `203.0.113.${++counter % 250}`;
  const api: ApiTarget = {
    ...frameApi,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cf-connecting-ip', ip);
      return exports.default.fetch(new Request(input, { ...init, headers }));
    },
  };
  const code = await requestPairingCode(api, { name, frameSize: '7' });
  const paired = await call('/api/user/devices/pair', { cookie, json: { code: code.userCode } });
  expect(paired.status).toBe(201);
  const token = await waitForPairing(api, code, { sleep: async () => {} });
  if (!token) throw new Error('pairing did not finish');
  return { cookie, email, token: token.token, deviceId: token.deviceId };
}

/** A healthy frame's report: playing one clip, space to spare, last sync fine. */
export function healthyReport(overrides: Partial<HealthReport> = {}): HealthReport {
  return {
    reason: 'start',
    playerVersion: '0.1.0',
    uptimeSeconds: 42,
    screen: { width: 1024, height: 600 },
    frameSize: '7',
    display: { shouldPlay: true, playing: true },
    playing: [{ id: 'f_1', name: 'Max the dragon' }],
    failing: [],
    recoveries: [],
    storage: { freeBytes: 5_000_000_000, reserveBytes: 200 * 1024 * 1024, totalBytes: 8_000_000_000 },
    sync: { lastSuccessAt: new Date().toISOString(), lastAttemptAt: new Date().toISOString(), lastError: null },
    ...overrides,
  };
}

/** Calls the Worker as a frame does: its bearer token, no cookie, no Origin. */
export function frameCall(token: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }));
}

/**
 * Sends a report as the player does: signed with the frame's token at the current time
 * (device-health-signature.ts). `signing` changes what is signed: another token, another time,
 * another body than the one sent, or no signature at all.
 */
export async function sendReport(
  token: string,
  report: unknown,
  signing: { token?: string; at?: number; body?: string; unsigned?: boolean } = {},
) {
  const body = typeof report === 'string' ? report : JSON.stringify(report);
  const at = signing.at ?? Math.floor(Date.now() / 1000);
  const signature = await signHealthReport(await healthSigningKey(signing.token ?? token), at, signing.body ?? body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!signing.unsigned) {
    headers[HEALTH_SIGNATURE_HEADER] = signature;
    headers[HEALTH_TIMESTAMP_HEADER] = String(at);
  }
  return frameCall(token, '/api/device/health', { method: 'POST', headers, body });
}

export async function countRows(table: string, deviceId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE device_id = ?`)
    .bind(deviceId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
