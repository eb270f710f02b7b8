import { env } from 'cloudflare:workers';
import {
  AdminDeviceListSchema,
  DEVICE_HEALTH_MESSAGES,
  HEALTH_HISTORY_LENGTH,
  HEALTH_REPORT_LIMIT,
  HealthAnswerSchema,
} from '@dtm/shared/device-health';
import { HEALTH_SIGNATURE_MESSAGES } from '@dtm/shared/device-health-signature';
import { DeviceLibrarySchema, DeviceSchema } from '@dtm/shared/devices';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminCall } from './admin-helpers';
import { countRows, frameCall, healthyReport, pairedFrame, sendReport } from './device-health-fixtures';
import { call } from './helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function adminList() {
  const res = await adminCall('/api/admin/devices');
  expect(res.status).toBe(200);
  return AdminDeviceListSchema.parse(await res.json());
}

describe('health reports from a frame', () => {
  it('stores the latest report for the frame its token belongs to, and shows it in the back office', async () => {
    const frame = await pairedFrame('Kitchen');
    const res = await sendReport(frame.token, healthyReport({ deviceId: frame.deviceId }));
    expect(res.status).toBe(202);
    expect(HealthAnswerSchema.parse(await res.json())).toEqual({ deviceId: frame.deviceId, commands: [] });

    const listed = (await adminList()).devices.find((device) => device.id === frame.deviceId);
    expect(listed).toMatchObject({
      name: 'Kitchen',
      owner: { email: frame.email },
      playerVersion: '0.1.0',
      state: 'ok',
      problems: [],
      report: { playing: [{ name: 'Max the dragon' }] },
    });
    expect(listed?.lastSeenAt).not.toBeNull();
    expect(await countRows('device_health_reports', frame.deviceId)).toBe(1);
  });

  it('keeps a short history: the newest 50 reports', async () => {
    const frame = await pairedFrame();
    const old = JSON.stringify(healthyReport({ reason: 'periodic' }));
    const insert = env.DB.prepare(
      'INSERT INTO device_health_reports (id, device_id, received_at, report, bytes) VALUES (?, ?, ?, ?, ?)',
    );
    await env.DB.batch(
      Array.from({ length: HEALTH_HISTORY_LENGTH }, (_, i) =>
        insert.bind(crypto.randomUUID(), frame.deviceId, Date.now() - 86_400_000 + i, old, old.length),
      ),
    );
    expect((await sendReport(frame.token, healthyReport({ reason: 'sync' }))).status).toBe(202);
    expect(await countRows('device_health_reports', frame.deviceId)).toBe(HEALTH_HISTORY_LENGTH);
    const history = await adminCall(`/api/admin/devices/${frame.deviceId}/reports`);
    const { reports } = (await history.json()) as { reports: Array<{ report: { reason: string } }> };
    expect(reports).toHaveLength(HEALTH_HISTORY_LENGTH);
    expect(reports[0]?.report.reason).toBe('sync');
  });

  it('names what is wrong: warning for failing clips, low space and a failing sync; dark when it should play and does not', async () => {
    const warned = await pairedFrame();
    await sendReport(
      warned.token,
      healthyReport({
        failing: [{ id: 'usb:abc', name: 'Birthday', reason: 'does not play' }],
        storage: { freeBytes: 10, reserveBytes: 200, totalBytes: 1000 },
        sync: { lastSuccessAt: null, lastAttemptAt: new Date().toISOString(), lastError: 'HTTP 503' },
      }),
    );
    const dark = await pairedFrame();
    await sendReport(dark.token, healthyReport({ display: { shouldPlay: true, playing: false } }));
    const { devices, needCare } = await adminList();
    expect(devices.find((d) => d.id === warned.deviceId)).toMatchObject({
      state: 'warning',
      problems: ['1 clip does not play', 'Free space is under the reserve', 'Sync is failing'],
    });
    expect(devices.find((d) => d.id === dark.deviceId)).toMatchObject({
      state: 'dark',
      problems: ['Should play, does not'],
    });
    expect(needCare).toBeGreaterThanOrEqual(1);
  });

  it('refuses a report without the frame’s credential or with a forged one: 401, nothing stored', async () => {
    const frame = await pairedFrame();
    const forged = await sendReport(`dtm_dev_${'x'.repeat(43)}`, healthyReport({ deviceId: frame.deviceId }));
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: string }).error).toMatch(/not paired/);
    const none = await call('/api/device/health', { json: healthyReport() });
    expect(none.status).toBe(401);
    expect(await countRows('device_health_reports', frame.deviceId)).toBe(0);
    expect(await countRows('device_health', frame.deviceId)).toBe(0);
  });

  it('refuses a report whose signature is wrong, missing or older than 5 minutes (a replay): 401 with a sentence, nothing stored', async () => {
    const frame = await pairedFrame();
    const other = await pairedFrame();
    const report = healthyReport({ deviceId: frame.deviceId });
    const refusals = [
      // Signed with another frame's token, and a body changed after signing.
      [await sendReport(frame.token, report, { token: other.token }), HEALTH_SIGNATURE_MESSAGES.wrong],
      [
        await sendReport(frame.token, report, { body: JSON.stringify(healthyReport({ playing: [] })) }),
        HEALTH_SIGNATURE_MESSAGES.wrong,
      ],
      // A request captured and sent again six minutes later, and one dated ahead.
      [
        await sendReport(frame.token, report, { at: Math.floor(Date.now() / 1000) - 6 * 60 }),
        HEALTH_SIGNATURE_MESSAGES.stale,
      ],
      [
        await sendReport(frame.token, report, { at: Math.floor(Date.now() / 1000) + 6 * 60 }),
        HEALTH_SIGNATURE_MESSAGES.stale,
      ],
      [await sendReport(frame.token, report, { unsigned: true }), HEALTH_SIGNATURE_MESSAGES.missing],
    ] as const;
    for (const [res, message] of refusals) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: message });
    }
    expect(await countRows('device_health_reports', frame.deviceId)).toBe(0);
    expect(await countRows('device_health', frame.deviceId)).toBe(0);
    // Four and a half minutes old is still the frame's own report.
    const late = await sendReport(frame.token, report, { at: Math.floor(Date.now() / 1000) - 270 });
    expect(late.status).toBe(202);
    expect(await countRows('device_health_reports', frame.deviceId)).toBe(1);
  });

  it('refuses a report that names another frame: 403 with a sentence, nothing stored for either', async () => {
    const mine = await pairedFrame();
    const theirs = await pairedFrame();
    const res = await sendReport(mine.token, healthyReport({ deviceId: theirs.deviceId }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: DEVICE_HEALTH_MESSAGES.otherDevice });
    expect(await countRows('device_health_reports', mine.deviceId)).toBe(0);
    expect(await countRows('device_health_reports', theirs.deviceId)).toBe(0);
  });

  it('refuses an oversized or malformed report with a 4xx and a sentence', async () => {
    const frame = await pairedFrame();
    const huge = healthyReport({ playing: [{ id: 'f_1', name: 'x'.repeat(200) }] });
    const padded = `${JSON.stringify(huge)}${' '.repeat(20_000)}`;
    const big = await sendReport(frame.token, padded);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: DEVICE_HEALTH_MESSAGES.reportTooLarge });
    const notJson = await sendReport(frame.token, 'hello');
    expect(notJson.status).toBe(400);
    const wrong = await sendReport(frame.token, { ...healthyReport(), uptimeSeconds: -1 });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toContain('uptimeSeconds');
    expect(await countRows('device_health_reports', frame.deviceId)).toBe(0);
  });

  it('refuses 1 MB of log text (413) and a screenshot that is not an image (415); nothing stored in D1 or R2', async () => {
    const frame = await pairedFrame();
    const log = await frameCall(frame.token, '/api/device/log', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'line of log\n'.repeat(Math.ceil((1024 * 1024) / 12)).slice(0, 1024 * 1024),
    });
    expect(log.status).toBe(413);
    expect(((await log.json()) as { error: string }).error.length).toBeGreaterThan(20);

    // An HTML page sent as a JPEG: judged by its bytes, not by its Content-Type.
    const fake = await frameCall(frame.token, '/api/device/screenshot', {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    });
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ error: DEVICE_HEALTH_MESSAGES.notAnImage });
    expect(await countRows('device_health', frame.deviceId)).toBe(0);
    expect(await env.FILES.head(`device-health/${frame.deviceId}/screenshot`)).toBeNull();
    expect(await env.FILES.head(`device-health/${frame.deviceId}/log.txt`)).toBeNull();
  });

  it(`is rate-limited per frame: ${HEALTH_REPORT_LIMIT.max} reports an hour, the next refused, another frame not`, async () => {
    const busy = await pairedFrame();
    const other = await pairedFrame();
    for (let i = 0; i < HEALTH_REPORT_LIMIT.max; i++) {
      expect((await sendReport(busy.token, healthyReport({ reason: 'sync' }))).status).toBe(202);
    }
    const refused = await sendReport(busy.token, healthyReport({ reason: 'sync' }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error.length).toBeGreaterThan(10);
    expect(await countRows('device_health_reports', busy.deviceId)).toBe(HEALTH_REPORT_LIMIT.max);
    expect((await sendReport(other.token, healthyReport())).status).toBe(202);
  });
});

describe('care from the shop', () => {
  it('hands an admin’s commands to the frame once, at its next call; the frame’s log and screenshot reach the admin', async () => {
    const frame = await pairedFrame();
    for (const kind of ['sync', 'log', 'screenshot', 'sync'] as const) {
      const res = await adminCall(`/api/admin/devices/${frame.deviceId}/commands`, { json: { kind } });
      expect(res.status).toBe(202);
    }
    expect((await adminList()).devices.find((d) => d.id === frame.deviceId)?.pending.sort()).toEqual([
      'log',
      'screenshot',
      'sync',
    ]);

    const library = await frameCall(frame.token, '/api/device/library');
    const { commands } = DeviceLibrarySchema.parse(await library.json());
    expect(commands?.map((c) => c.kind)).toEqual(['sync', 'log', 'screenshot']);
    // Handed out once: the next call (library or report) has none.
    const again = DeviceLibrarySchema.parse(await (await frameCall(frame.token, '/api/device/library')).json());
    expect(again.commands).toEqual([]);
    expect(HealthAnswerSchema.parse(await (await sendReport(frame.token, healthyReport())).json()).commands).toEqual(
      [],
    );

    const logCommand = commands?.find((c) => c.kind === 'log');
    const sent = await frameCall(frame.token, `/api/device/log?command=${logCommand?.id}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '[player] watchdog: no new frame for 2 s\n',
    });
    expect(sent.status).toBe(201);
    const log = await adminCall(`/api/admin/devices/${frame.deviceId}/log`);
    expect(log.status).toBe(200);
    expect(await log.text()).toContain('watchdog');

    const shot = await frameCall(frame.token, '/api/device/screenshot', {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: PNG,
    });
    expect(shot.status).toBe(201);
    const image = await adminCall(`/api/admin/devices/${frame.deviceId}/screenshot`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const done = await env.DB.prepare('SELECT kind, done_at FROM device_commands WHERE id = ?')
      .bind(logCommand?.id)
      .first<{ done_at: number | null }>();
    expect(done?.done_at).not.toBeNull();

    // A report also carries a waiting command.
    await adminCall(`/api/admin/devices/${frame.deviceId}/commands`, { json: { kind: 'restart' } });
    const answer = HealthAnswerSchema.parse(await (await sendReport(frame.token, healthyReport())).json());
    expect(answer.commands.map((c) => c.kind)).toEqual(['restart']);
  });

  it('refuses a command of an unknown kind or for no such frame; customers cannot ask', async () => {
    const frame = await pairedFrame();
    const bad = await adminCall(`/api/admin/devices/${frame.deviceId}/commands`, { json: { kind: 'format-disk' } });
    expect(bad.status).toBe(400);
    const missing = await adminCall(`/api/admin/devices/${crypto.randomUUID()}/commands`, { json: { kind: 'sync' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: DEVICE_HEALTH_MESSAGES.deviceNotFound });
    const customer = await call(`/api/admin/devices/${frame.deviceId}/commands`, {
      cookie: frame.cookie,
      json: { kind: 'sync' },
    });
    expect(customer.status).toBe(403);
    expect(await countRows('device_commands', frame.deviceId)).toBe(0);
  });

  it('tells the parent what each frame plays and when it was last seen, or that it went silent', async () => {
    const frame = await pairedFrame('Hall');
    await sendReport(frame.token, healthyReport());
    const list = z
      .object({ devices: z.array(DeviceSchema) })
      .parse(await (await call('/api/user/devices', { cookie: frame.cookie })).json());
    expect(list.devices[0]?.status).toEqual({ state: 'ok', playing: ['Max the dragon'] });

    await env.DB.prepare('UPDATE devices SET last_seen_at = ? WHERE id = ?')
      .bind(Date.now() - 25 * 3600_000, frame.deviceId)
      .run();
    const later = z
      .object({ devices: z.array(DeviceSchema) })
      .parse(await (await call('/api/user/devices', { cookie: frame.cookie })).json());
    expect(later.devices[0]?.status?.state).toBe('silent');
  });
});
