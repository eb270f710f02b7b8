import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEVICE_LOG_MAX_BYTES,
  HEALTH_REPORT_MAX_BYTES,
  HEALTH_REPORT_PERIOD_SECONDS,
  HealthReportSchema,
} from '@dtm/shared/device-health';
import {
  checkHealthSignature,
  HEALTH_SIGNATURE_HEADER,
  HEALTH_TIMESTAMP_HEADER,
  healthSigningKey,
} from '@dtm/shared/device-health-signature';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerConfigSchema } from '../config.ts';
import { Player, type PlayerView } from '../player.ts';
import { fakeShop, SHOP_TOKEN, simulatedClock } from './fixtures/fake-shop.ts';
import { LogRing, sendHealthReport } from './health.ts';

const dirs: string[] = [];
const players: Player[] = [];

afterEach(async () => {
  for (const player of players.splice(0)) player.stop();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** The smallest report: a frame that just started with nothing to play. */
const startReport = () =>
  HealthReportSchema.parse({
    reason: 'start',
    playerVersion: '1.2.3',
    uptimeSeconds: 1,
    screen: null,
    frameSize: null,
    display: { shouldPlay: false, playing: false },
    playing: [],
    failing: [],
    recoveries: [],
    storage: null,
    sync: { lastSuccessAt: null, lastAttemptAt: null, lastError: null },
  });

const view: PlayerView = { playlist: () => undefined, idle: () => undefined, status: () => undefined };

describe('health reports from the frame', () => {
  it('reports on start and after the sync that brought an animation, and acts on the shop’s commands', {
    timeout: 20_000,
  }, async () => {
    const time = simulatedClock();
    const shop = await fakeShop({ now: time.now, name: 'Max the dragon' });
    shop.approve();
    try {
      const dataDir = await mkdtemp(join(tmpdir(), 'dtm-health-'));
      const usbRoot = await mkdtemp(join(tmpdir(), 'dtm-health-usb-'));
      dirs.push(dataDir, usbRoot);
      await writeFile(join(dataDir, 'device-token'), SHOP_TOKEN);
      const config = PlayerConfigSchema.parse({
        apiBaseUrl: shop.baseUrl,
        dataDir,
        frameSize: '7',
        usb: { roots: [usbRoot], mountTable: null, intervalMs: 60_000 },
      });
      let restarts = 0;
      const player = new Player(config, view, undefined, time.clock, {
        playerVersion: '1.2.3',
        isPlaying: () => true,
        screen: () => ({ width: 1024, height: 600 }),
        restart: () => {
          restarts += 1;
        },
      });
      players.push(player);
      await player.start();
      await time.asleep();
      await expect.poll(() => shop.state.reports.map((report) => report.reason)).toEqual(['start', 'sync']);

      // Each report is one the shop reads; the first from an empty library, the second playing the download.
      const [start, sync] = shop.state.reports.map((report) => HealthReportSchema.parse(report));
      expect(start?.display).toEqual({ shouldPlay: false, playing: false });
      expect(sync).toMatchObject({
        playerVersion: '1.2.3',
        frameSize: '7',
        screen: { width: 1024, height: 600 },
        display: { shouldPlay: true, playing: true },
        playing: [{ id: 'f_frame-1', name: 'Max the dragon' }],
        failing: [],
        sync: { lastError: null },
      });
      expect(sync?.storage?.totalBytes).toBeGreaterThan(0);
      expect(sync?.storage?.reserveBytes).toBeGreaterThanOrEqual(200 * 1024 * 1024);
      const bytes = Buffer.byteLength(JSON.stringify(shop.state.reports[1]));
      expect(bytes).toBeLessThan(HEALTH_REPORT_MAX_BYTES / 8);
      console.info(`[figures] a health report with one clip: ${bytes} bytes`);

      // An admin asks for the log, a restart and a sync now; the next library answer hands them over.
      shop.state.commands.push({ id: 'cmd-log', kind: 'log' }, { id: 'cmd-restart', kind: 'restart' });
      shop.state.commands.push({ id: 'cmd-sync', kind: 'sync' });
      const calls = shop.state.libraryCalls;
      const waits = time.sleeps.length;
      time.wake();
      await time.asleep();
      // "Sync now": a second look at once, with no wait in between.
      expect(shop.state.libraryCalls).toBe(calls + 2);
      expect(time.sleeps.length).toBe(waits + 1);
      expect(restarts).toBe(1);
      await expect.poll(() => shop.state.logs.length).toBe(1);
      expect(shop.state.logs[0]?.command).toBe('cmd-log');
      expect(shop.state.logs[0]?.text).toContain('[player] the shop asked: log');
      // Nothing changed in these syncs: no report for them.
      await player.health.idle();
      expect(shop.state.reports).toHaveLength(2);
    } finally {
      await shop.close();
    }
  });

  it('reports again after a USB import and every 4 hours of the injected clock, not in between', {
    timeout: 30_000,
  }, async () => {
    const time = simulatedClock();
    const shop = await fakeShop({ now: time.now, name: 'Max the dragon' });
    shop.approve();
    try {
      const dataDir = await mkdtemp(join(tmpdir(), 'dtm-health-period-'));
      const usbRoot = await mkdtemp(join(tmpdir(), 'dtm-health-period-usb-'));
      dirs.push(dataDir, usbRoot);
      await writeFile(join(dataDir, 'device-token'), SHOP_TOKEN);
      const config = PlayerConfigSchema.parse({
        apiBaseUrl: shop.baseUrl,
        dataDir,
        import: { ffmpeg: null },
        usb: { roots: [usbRoot], mountTable: null, intervalMs: 100 },
      });
      const player = new Player(config, view, undefined, time.clock, { playerVersion: '1.2.3' });
      players.push(player);
      await player.start();
      await time.asleep();
      await player.health.idle();
      await expect.poll(() => shop.state.reports.map((report) => report.reason)).toEqual(['start', 'sync']);
      const lastSentAt = time.now();

      // A drive with a video: one report once the import is done.
      await mkdir(join(usbRoot, 'stick'));
      await copyFile(
        join(import.meta.dirname, '../../../../tools/seed/media/ocean-waves.webm'),
        join(usbRoot, 'stick/sea.webm'),
      );
      await expect
        .poll(() => shop.state.reports.map((report) => report.reason), { timeout: 20_000 })
        .toEqual(['start', 'sync', 'import']);
      expect(shop.state.reports[2]?.playing).toHaveLength(2);

      // Syncs that change nothing send nothing, until 4 hours have passed since the last report.
      const reasons = () => shop.state.reports.map((report) => report.reason);
      while (!reasons().includes('periodic')) {
        expect(time.now() - lastSentAt).toBeLessThan(HEALTH_REPORT_PERIOD_SECONDS * 1000 + 20 * 60_000);
        time.wake();
        await time.asleep();
        await player.health.idle();
        if (!reasons().includes('periodic')) expect(reasons()).toHaveLength(3);
      }
      expect(time.now() - lastSentAt).toBeGreaterThanOrEqual(HEALTH_REPORT_PERIOD_SECONDS * 1000);
      expect(reasons()).toEqual(['start', 'sync', 'import', 'periodic']);
    } finally {
      await shop.close();
    }
  });

  it('retries a report after a 503, never after a refusal it cannot fix by waiting', async () => {
    const statuses = [503, 202, 413];
    const seen: number[] = [];
    const server = createServer((req, res) => {
      req.resume();
      const status = statuses.shift() ?? 500;
      seen.push(status);
      const body = status === 202 ? { deviceId: 'frame-1', commands: [] } : { error: 'no' };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const api = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
      const report = startReport();
      const waits: number[] = [];
      const sleep = async (ms: number) => {
        waits.push(ms);
      };
      expect(await sendHealthReport(api, SHOP_TOKEN, report, { sleep })).toEqual({ deviceId: 'frame-1', commands: [] });
      expect(waits).toEqual([5_000]);
      expect(await sendHealthReport(api, SHOP_TOKEN, report, { sleep })).toBeNull();
      expect(seen).toEqual([503, 202, 413]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('signs each report with its token and the time; a frame whose clock is off signs again with the shop’s time', async () => {
    const key = await healthSigningKey(SHOP_TOKEN);
    const shopTime = Date.now() + 3 * 3600_000;
    const seen: Array<{ at: number; verdict: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', async () => {
        const timestamp = req.headers[HEALTH_TIMESTAMP_HEADER] as string | undefined;
        const signature = req.headers[HEALTH_SIGNATURE_HEADER] as string | undefined;
        // The shop's clock is three hours ahead of this machine's (a frame that has not synced its time).
        const verdict = await checkHealthSignature(key, { signature, timestamp }, body, Math.floor(shopTime / 1000));
        seen.push({ at: Number(timestamp), verdict });
        const ok = verdict === 'ok';
        res
          .writeHead(ok ? 202 : 401, { 'content-type': 'application/json', date: new Date(shopTime).toUTCString() })
          .end(JSON.stringify(ok ? { deviceId: 'frame-1', commands: [] } : { error: verdict }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const api = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
      const answer = await sendHealthReport(api, SHOP_TOKEN, startReport(), { sleep: async () => undefined });
      expect(answer).toEqual({ deviceId: 'frame-1', commands: [] });
      expect(seen.map((s) => s.verdict)).toEqual(['stale', 'ok']);
      expect(Math.abs((seen[1]?.at ?? 0) - shopTime / 1000)).toBeLessThan(60);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps only the last 64 KB of the log', () => {
    const ring = new LogRing();
    for (let i = 0; i < 5000; i++) ring.add(`[player] line ${i} ${'x'.repeat(60)}`);
    expect(Buffer.byteLength(ring.text())).toBeLessThanOrEqual(DEVICE_LOG_MAX_BYTES);
    expect(ring.text()).toContain('line 4999');
    expect(ring.text()).not.toContain('line 0 ');
  });
});
