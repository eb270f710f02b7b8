import { env } from 'cloudflare:workers';
import {
  PLAYER_RELEASE_MESSAGES,
  type PlayerRelease,
  RELEASE_MANIFEST_HEADER,
  RELEASE_SIGNATURE_HEADER,
  rolloutPoint,
} from '@dtm/shared/player-releases';
import { describe, expect, it } from 'vitest';
import { requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import { adminCall } from './admin-helpers';
import { frameApi, sha256Hex } from './device-fixtures';
import { call } from './helpers';
import { newCustomer } from './user-fixtures';

/** Issue #38 point 5: a player release published by an admin reaches the frames in its rollout share. */

/** A paired frame: its id (what the rollout hashes) and its bearer token. */
async function pairedFrame() {
  const customer = await newCustomer('release');
  const code = await requestPairingCode(frameApi, { name: 'Kitchen', frameSize: '5' });
  const paired = await call('/api/user/devices/pair', { cookie: customer.cookie, json: { code: code.userCode } });
  expect(paired.status).toBe(201);
  const token = await waitForPairing(frameApi, code, { sleep: async () => {} });
  if (!token) throw new Error('pairing did not finish');
  const row = await env.DB.prepare('SELECT id FROM devices WHERE user_id = ?')
    .bind(customer.userId)
    .first<{ id: string }>();
  if (!row) throw new Error('no device row');
  const get = (path: string, headers: Record<string, string> = {}) =>
    call(path, { headers: { authorization: `Bearer ${token.token}`, ...headers } });
  return { id: row.id, token: token.token, get, point: await rolloutPoint(row.id) };
}

function artifact(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 13 + seed) & 0xff;
  return bytes;
}

/** The worker never checks the signature (it holds no key): any 64 bytes stand in for the team's. */
const SIGNATURE = btoa(String.fromCharCode(...artifact(64, 9)));

async function manifestFor(version: string, bytes: Uint8Array, sha256?: string) {
  return `${JSON.stringify({
    format: 1,
    version,
    arch: 'arm64',
    file: `Drawings-to-Magic-Frame-${version}-arm64.AppImage`,
    size: bytes.length,
    sha256: sha256 ?? (await sha256Hex(bytes)),
  })}\n`;
}

function publish(manifest: string, bytes: Uint8Array, share: number, signature = SIGNATURE) {
  return adminCall(`/api/admin/player-releases?share=${share}`, {
    method: 'POST',
    body: bytes,
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(bytes.length),
      [RELEASE_MANIFEST_HEADER]: btoa(manifest),
      [RELEASE_SIGNATURE_HEADER]: signature,
    },
  });
}

async function releases(): Promise<PlayerRelease[]> {
  const res = await adminCall('/api/admin/player-releases');
  expect(res.status).toBe(200);
  return ((await res.json()) as { releases: PlayerRelease[] }).releases;
}

async function storedKeys(prefix: string): Promise<string[]> {
  return (await env.FILES.list({ prefix })).objects.map((o) => o.key);
}

describe('publishing a player release', () => {
  it('stores the artifact and the signed manifest, and a frame in the rollout gets both (the artifact with ranges)', async () => {
    const frame = await pairedFrame();
    const bytes = artifact(150_000, 1);
    const manifest = await manifestFor('1.1.0', bytes);
    const res = await publish(manifest, bytes, 100);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { release: PlayerRelease };
    expect(body.release).toMatchObject({ arch: 'arm64', version: '1.1.0', size: 150_000, share: 100 });
    expect((await storedKeys('player-releases/arm64/1.1.0/')).sort()).toEqual([
      'player-releases/arm64/1.1.0/artifact',
      'player-releases/arm64/1.1.0/manifest.json',
    ]);

    const offered = await frame.get('/api/device/update?arch=arm64&version=1.0.0');
    expect(offered.status).toBe(200);
    const answer = (await offered.json()) as { manifest: string; signature: string; url: string };
    // The manifest's exact bytes, as signed: not re-serialised.
    expect(answer).toEqual({ manifest, signature: SIGNATURE, url: '/api/device/update/arm64/1.1.0/artifact' });

    const whole = await frame.get(answer.url);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
    const rest = await frame.get(answer.url, { range: 'bytes=100000-' });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe('bytes 100000-149999/150000');
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(bytes.subarray(100_000));

    // Already running it, or something newer: nothing to do.
    expect((await frame.get('/api/device/update?arch=arm64&version=1.1.0')).status).toBe(204);
    expect((await frame.get('/api/device/update?arch=arm64&version=1.2.0')).status).toBe(204);
    // Another arch has no release.
    expect((await frame.get('/api/device/update?arch=x64&version=1.0.0')).status).toBe(204);
    // No token, no update.
    expect((await call('/api/device/update?arch=arm64&version=1.0.0')).status).toBe(401);
  });

  it('offers the release to the frames whose stable point falls under the share, and more as the share grows', async () => {
    const frame = await pairedFrame();
    const bytes = artifact(2_000, 2);
    expect((await publish(await manifestFor('2.0.0', bytes), bytes, 0)).status).toBe(201);
    const ask = () => frame.get('/api/device/update?arch=arm64&version=1.0.0');
    // 0 %: held back from everyone.
    expect((await ask()).status).toBe(204);
    const setShare = (share: number) =>
      adminCall('/api/admin/player-releases/arm64/2.0.0/rollout', { method: 'PUT', json: { share } });
    // Just under this frame's point: out.
    const below = Math.floor(frame.point * 100) / 100;
    expect((await setShare(below)).status).toBe(200);
    expect((await ask()).status).toBe(204);
    // Just over it: in.
    expect((await setShare(Math.min(100, below + 0.01))).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect((await releases()).find((r) => r.version === '2.0.0')?.share).toBeCloseTo(below + 0.01, 5);
    expect((await setShare(101)).status).toBe(400);
  });

  it('spreads frames evenly: about a tenth of 2000 device ids fall under a 10 % share', async () => {
    let inside = 0;
    for (let i = 0; i < 2000; i++)
      if ((await rolloutPoint(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)) < 10) inside += 1;
    expect(inside).toBeGreaterThan(150);
    expect(inside).toBeLessThan(250);
  });

  it('refuses an artifact whose SHA-256 is not the manifest one and stores nothing', async () => {
    const frame = await pairedFrame();
    const bytes = artifact(40_000, 3);
    const manifest = await manifestFor('3.0.0', bytes, await sha256Hex(artifact(40_000, 4)));
    const res = await publish(manifest, bytes, 100);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(PLAYER_RELEASE_MESSAGES.hashMismatch);
    expect(await storedKeys('player-releases/arm64/3.0.0/')).toEqual([]);
    expect((await releases()).map((r) => r.version)).not.toContain('3.0.0');
    expect((await frame.get('/api/device/update?arch=arm64&version=2.9.0')).status).toBe(204);
  });

  it('refuses a broken manifest, a missing signature, a file of another size and a version published twice', async () => {
    const bytes = artifact(1_000, 5);
    const manifest = await manifestFor('4.0.0', bytes);
    const broken = await publish(manifest.replace('"format":1', '"format":2'), bytes, 10);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe(PLAYER_RELEASE_MESSAGES.manifestInvalid);
    const unsigned = await publish(manifest, bytes, 10, 'not-a-signature');
    expect(((await unsigned.json()) as { error: string }).error).toBe(PLAYER_RELEASE_MESSAGES.signatureInvalid);
    const shorter = await publish(await manifestFor('4.0.0', artifact(999, 5)), bytes, 10);
    expect(shorter.status).toBe(400);
    expect(((await shorter.json()) as { error: string }).error).toBe(PLAYER_RELEASE_MESSAGES.sizeMismatch);
    expect(await storedKeys('player-releases/arm64/4.0.0/')).toEqual([]);
    expect((await publish(manifest, bytes, 10)).status).toBe(201);
    const again = await publish(manifest, bytes, 50);
    expect(again.status).toBe(409);
    expect((await releases()).find((r) => r.version === '4.0.0')?.share).toBe(10);
  });

  it('counts what the frames report on a release', async () => {
    const frame = await pairedFrame();
    const bytes = artifact(1_000, 6);
    expect((await publish(await manifestFor('5.0.0', bytes), bytes, 100)).status).toBe(201);
    const report = (event: string) =>
      call('/api/device/update/report', {
        headers: { authorization: `Bearer ${frame.token}` },
        json: {
          version: '5.0.0',
          arch: 'arm64',
          event,
          detail: 'rolled back from 5.0.0 to 4.0.0',
          at: new Date().toISOString(),
        },
      });
    expect((await report('installed')).status).toBe(204);
    expect((await report('rolled-back')).status).toBe(204);
    expect((await report('exploded')).status).toBe(400);
    const counted = (await releases()).find((r) => r.version === '5.0.0');
    // One frame, its latest word: rolled back.
    expect(counted?.reports).toEqual({ installed: 0, healthy: 0, 'rolled-back': 1, refused: 0 });
  });
});
