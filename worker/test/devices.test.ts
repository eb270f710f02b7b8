import { env } from 'cloudflare:workers';
import { DEVICE_MESSAGES, DeviceLibrarySchema, DeviceSchema } from '@dtm/shared/devices';
import { describe, expect, it } from 'vitest';
import { pollPairing, requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import { frameApi, ownContent, sha256Hex, userIdOf } from './device-fixtures';
import { call, signIn } from './helpers';

let counter = 0;
const freshEmail = () => `frame-owner-${Date.now()}-${++counter}@example.com`;
const asFrame = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function pairedFrame(email = freshEmail()) {
  const cookie = await signIn(email);
  const code = await requestPairingCode(frameApi, { name: 'Kitchen', frameSize: '7' });
  const paired = await call('/api/user/devices/pair', { cookie, json: { code: code.userCode } });
  expect(paired.status).toBe(201);
  const token = await waitForPairing(frameApi, code, { sleep: async () => {} });
  if (!token) throw new Error('pairing did not finish');
  return { cookie, email, code, token };
}

describe('pairing a frame with a code', () => {
  it('shows a code, lets the customer enter it on the dashboard, and hands the frame a token once', async () => {
    const cookie = await signIn(freshEmail());
    const code = await requestPairingCode(frameApi, { name: 'Kitchen', frameSize: '7' });
    expect(code.userCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(code.expiresIn).toBe(600);
    expect(new URL(code.verificationUrl).searchParams.get('pair')).toBe(code.userCode);

    // Before the customer types it, the frame keeps waiting.
    expect(await pollPairing(frameApi, code.deviceCode)).toEqual({ status: 'pending' });

    // Typed the way people do: lower case, with a space.
    const typed = `${code.userCode.slice(0, 4).toLowerCase()} ${code.userCode.slice(4)}`;
    const paired = await call('/api/user/devices/pair', { cookie, json: { code: typed } });
    expect(paired.status).toBe(201);
    const { device } = (await paired.json()) as { device: unknown };
    expect(DeviceSchema.parse(device)).toMatchObject({ name: 'Kitchen', frameSize: '7', lastSeenAt: null });

    const first = await pollPairing(frameApi, code.deviceCode);
    expect(first.status).toBe('paired');
    if (first.status !== 'paired') return;
    expect(first.token.token).toMatch(/^dtm_dev_/);

    // Single use: the same code hands out nothing more, on either side.
    expect(await pollPairing(frameApi, code.deviceCode)).toEqual({
      status: 'expired',
      message: DEVICE_MESSAGES.codeExpired,
    });
    const again = await call('/api/user/devices/pair', {
      cookie: await signIn(freshEmail()),
      json: { code: code.userCode },
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: DEVICE_MESSAGES.codeNotFound });

    // Only the token's hash is stored.
    const row = await env.DB.prepare('SELECT token_hash FROM devices WHERE id = ?')
      .bind(first.token.deviceId)
      .first<{ token_hash: string }>();
    expect(row?.token_hash).toBe(await sha256Hex(new TextEncoder().encode(first.token.token)));
    const codes = await env.DB.prepare('SELECT device_code_hash, user_code_hash FROM device_codes').all<
      Record<string, string>
    >();
    const stored = codes.results.flatMap((r) => Object.values(r));
    expect(stored).not.toContain(code.userCode);
    expect(stored).not.toContain(code.deviceCode);
  });

  it('refuses a code after 10 minutes', async () => {
    const cookie = await signIn(freshEmail());
    const code = await requestPairingCode(frameApi);
    await env.DB.prepare('UPDATE device_codes SET expires_at = ? WHERE expires_at > ?')
      .bind(Date.now() - 1, Date.now() + 9 * 60_000)
      .run();
    const late = await call('/api/user/devices/pair', { cookie, json: { code: code.userCode } });
    expect(late.status).toBe(404);
    expect(await pollPairing(frameApi, code.deviceCode)).toMatchObject({ status: 'expired' });
    expect(await waitForPairing(frameApi, code, { sleep: async () => {} })).toBeNull();
  });

  it('explains a mistyped code and changes nothing', async () => {
    const cookie = await signIn(freshEmail());
    const res = await call('/api/user/devices/pair', { cookie, json: { code: 'HELLO' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: DEVICE_MESSAGES.codeInvalid,
      fields: { code: [DEVICE_MESSAGES.codeInvalid] },
    });
    const list = await call('/api/user/devices', { cookie });
    expect(await list.json()).toEqual({ devices: [] });
  });

  it('stops a customer guessing codes after 10 tries in 10 minutes', async () => {
    const cookie = await signIn(freshEmail());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('/api/user/devices/pair', { cookie, json: { code: 'ABCD2345' } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it('limits how many codes one client may ask for', async () => {
    const headers = {
      'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 250)}`,
      'content-type': 'application/json',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await frameApi.fetch?.('http://localhost/api/device/code', { method: 'POST', headers, body: '{}' });
      statuses.push(res?.status ?? 0);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe("a paired frame's library", () => {
  it("lists the account's playable videos with size and checksum, and serves them with ranges", async () => {
    const frame = await pairedFrame();
    const owned = await ownContent(await userIdOf(frame.email));
    const res = await call('/api/device/library', asFrame(frame.token.token));
    expect(res.status).toBe(200);
    const library = DeviceLibrarySchema.parse(await res.json());
    const byId = Object.fromEntries(library.items.map((item) => [item.id, item]));
    expect(Object.keys(byId).sort()).toEqual(
      [`a_${owned.userAnimationId}`, `c_${owned.characterId}`, `v_${owned.variationId}`].sort(),
    );
    const character = byId[`c_${owned.characterId}`];
    expect(character).toMatchObject({
      kind: 'character',
      name: 'Captain Crayon',
      contentType: 'video/mp4',
      size: 40_000,
      sha256: await sha256Hex(owned.files.character.bytes),
    });
    expect(byId[`a_${owned.userAnimationId}`]).toMatchObject({ name: 'Dancing Dragon', contentType: 'video/webm' });
    expect(byId[`v_${owned.variationId}`]).toMatchObject({ name: 'Dragon in Space', size: 20_000 });

    const whole = await call(character?.url ?? '', asFrame(frame.token.token));
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(owned.files.character.bytes);
    const rest = await call(character?.url ?? '', {
      headers: { ...asFrame(frame.token.token).headers, range: 'bytes=30000-' },
    });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe('bytes 30000-39999/40000');
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(owned.files.character.bytes.subarray(30_000));

    // The digest is kept per R2 version: a replaced file is listed with its new checksum.
    const replaced = owned.files.character.bytes.slice();
    replaced[100] = (replaced[100] ?? 0) ^ 0xff;
    await env.FILES.put(owned.files.character.key, replaced);
    const relisted = DeviceLibrarySchema.parse(
      await (await call('/api/device/library', asFrame(frame.token.token))).json(),
    );
    expect(relisted.items.find((i) => i.id === character?.id)?.sha256).toBe(await sha256Hex(replaced));
  });

  it("never serves another account's files, and nothing without a token", async () => {
    const mine = await pairedFrame();
    const theirs = await pairedFrame();
    const owned = await ownContent(await userIdOf(theirs.email));
    const url = `/api/device/files/c_${owned.characterId}`;
    expect((await call(url, asFrame(theirs.token.token))).status).toBe(200);
    const stolen = await call(url, asFrame(mine.token.token));
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ error: DEVICE_MESSAGES.fileNotFound });
    expect((await call('/api/device/library', asFrame(mine.token.token))).status).toBe(200);
    const mineList = DeviceLibrarySchema.parse(
      await (await call('/api/device/library', asFrame(mine.token.token))).json(),
    );
    expect(mineList.items).toEqual([]);
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer dtm_dev_forged' },
      { authorization: `Basic ${mine.token.token}` },
    ];
    for (const headers of attempts) {
      const res = await call('/api/device/library', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: DEVICE_MESSAGES.tokenMissing });
    }
  });
});

describe('paired frames on the dashboard', () => {
  it('lists the frames, and revoking one stops its token at once', async () => {
    const frame = await pairedFrame();
    await call('/api/device/library', asFrame(frame.token.token));
    const listed = (await (await call('/api/user/devices', { cookie: frame.cookie })).json()) as { devices: unknown[] };
    expect(listed.devices).toHaveLength(1);
    const device = DeviceSchema.parse(listed.devices[0]);
    expect(device).toMatchObject({ id: frame.token.deviceId, name: 'Kitchen' });
    expect(device.lastSeenAt).not.toBeNull();

    // Someone else cannot revoke it.
    const other = await signIn(freshEmail());
    const foreign = await call(`/api/user/devices/${device.id}`, { method: 'DELETE', cookie: other });
    expect(foreign.status).toBe(404);
    expect((await call('/api/device/library', asFrame(frame.token.token))).status).toBe(200);

    const revoked = await call(`/api/user/devices/${device.id}`, { method: 'DELETE', cookie: frame.cookie });
    expect(revoked.status).toBe(204);
    expect((await call('/api/device/library', asFrame(frame.token.token))).status).toBe(401);
    expect(await (await call('/api/user/devices', { cookie: frame.cookie })).json()).toEqual({ devices: [] });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM devices WHERE id = ?')
      .bind(device.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it('gives no token to a frame revoked before it collected one', async () => {
    const cookie = await signIn(freshEmail());
    const code = await requestPairingCode(frameApi);
    const paired = await call('/api/user/devices/pair', { cookie, json: { code: code.userCode, name: 'Grandma' } });
    const { device } = (await paired.json()) as { device: { id: string; name: string } };
    expect(device.name).toBe('Grandma');
    await call(`/api/user/devices/${device.id}`, { method: 'DELETE', cookie });
    expect(await pollPairing(frameApi, code.deviceCode)).toMatchObject({ status: 'expired' });
  });
});
