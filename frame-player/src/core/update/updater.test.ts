import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  artifactBytes,
  fakeReleaseServer,
  jumpingClock,
  releaseKeys,
  signedRelease,
} from './fixtures/fake-release-server.ts';
import { releasePublicKey } from './release-manifest.ts';
import { DEFAULT_HEALTHY_WITHIN_MS, Updater } from './updater.ts';

// fsync-heavy by design (every state change is durable): generous budgets on a busy machine.
const keys = releaseKeys();
const HOUR = 60 * 60_000;
/** 2026-03-02 14:00 UTC: the afternoon, not a quiet moment by the night rule below. */
const START = Date.UTC(2026, 2, 2, 14, 0, 0);
const atNight = (now: number) => new Date(now).getUTCHours() >= 2 && new Date(now).getUTCHours() < 5;

let dir: string;
let server: Awaited<ReturnType<typeof fakeReleaseServer>>;
let time: ReturnType<typeof jumpingClock>;
let restarts: number;
let logs: string[];

function frame(runningVersion: string, options: { quiet?: () => boolean; key?: string } = {}) {
  return new Updater({
    dir: join(dir, 'updates'),
    api: { baseUrl: server.baseUrl },
    token: async () => 'dtm_dev_test',
    arch: 'arm64',
    runningVersion,
    publicKey: releasePublicKey(options.key ?? keys.publicKeyBase64),
    clock: time.clock,
    isQuiet: options.quiet ?? (() => atNight(time.now())),
    restart: () => {
      restarts += 1;
    },
    log: (line) => logs.push(line),
  });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dtm-update-'));
  time = jumpingClock(START);
  server = await fakeReleaseServer({ now: time.now });
  restarts = 0;
  logs = [];
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a published release reaches the frame', { timeout: 30_000 }, () => {
  it('downloads, verifies, waits for the night, switches `current`, and the new version clears its marker', async () => {
    const bytes = artifactBytes(300_000, 1);
    server.publish(signedRelease(keys.privateKey, '1.1.0', bytes));
    const old = frame('1.0.0');
    expect(await old.atStart()).toBe('none');
    const wall = performance.now();
    // The background loop: checks at once, then polls for a quiet moment every minute until 02:00.
    await old.run(new AbortController().signal, 6 * HOUR, 60_000);
    const wallMs = performance.now() - wall;

    expect(restarts).toBe(1);
    expect(new Date(time.now()).getUTCHours()).toBe(2);
    const layout = old.layout;
    expect(await layout.current()).toBe('1.1.0');
    expect(await layout.previous()).toBeNull();
    const installed = join(layout.versionDir('1.1.0'), 'Drawings-to-Magic-Frame-1.1.0-arm64.AppImage');
    expect(await readFile(installed)).toEqual(bytes);
    const marker = await old.marker();
    expect(marker).toMatchObject({ version: '1.1.0', previous: null, starts: 0 });
    expect(marker?.deadline).toBe(time.now() + DEFAULT_HEALTHY_WITHIN_MS);

    // The launcher starts 1.1.0: a trial until its healthy start.
    const next = frame('1.1.0');
    expect(await next.atStart()).toBe('trial');
    expect(await next.healthy()).toBe(true);
    expect(await next.marker()).toBeNull();
    await next.flushReports();
    expect(server.state.reports).toEqual([
      expect.objectContaining({ version: '1.1.0', arch: 'arm64', event: 'installed' }),
      expect.objectContaining({ version: '1.1.0', event: 'healthy' }),
    ]);
    // Already on it: the shop answers 204 and nothing happens.
    expect(await next.check()).toBe('none');
    const simulatedMs = time.now() - START;
    console.log(
      `[figure] publish -> running: ${(wallMs / 1000).toFixed(2)} s of work (check, 300 kB download, verify, switch), ` +
        `${(simulatedMs / HOUR).toFixed(1)} h waiting for 02:00 on the simulated clock`,
    );
  });

  it('resumes a cut download with an HTTP range and still verifies the whole file', async () => {
    const bytes = artifactBytes(200_000, 2);
    server.publish(signedRelease(keys.privateKey, '1.1.0', bytes));
    server.state.cutAfter = 70_000;
    const updater = frame('1.0.0');
    const first = updater.check();
    // The connection drops once the frame has the first 70 000 bytes on disk.
    const partial = join(updater.layout.partialDir, '1.1.0.part');
    await expect
      .poll(async () => (await stat(partial).catch(() => null))?.size ?? 0, { timeout: 20_000, interval: 20 })
      .toBe(70_000);
    server.state.cut?.();
    await expect(first).rejects.toThrow();
    expect(await updater.check()).toBe('staged');
    expect(server.state.artifactRequests.map((r) => r.range)).toEqual([null, expect.stringMatching(/^bytes=\d+-$/)]);
    const resumedFrom = Number(/\d+/.exec(server.state.artifactRequests[1]?.range ?? '')?.[0]);
    expect(resumedFrom).toBeGreaterThan(0);
    expect((await updater.state()).staged).toEqual({
      version: '1.1.0',
      file: 'Drawings-to-Magic-Frame-1.1.0-arm64.AppImage',
    });
  });

  it('waits while it is not quiet, installs once it is', async () => {
    let quiet = false;
    server.publish(signedRelease(keys.privateKey, '1.2.0', artifactBytes(10_000, 3)));
    const updater = frame('1.0.0', { quiet: () => quiet });
    expect(await updater.check()).toBe('staged');
    expect(await updater.installIfQuiet()).toBe(false);
    expect(await updater.layout.current()).toBeNull();
    quiet = true;
    expect(await updater.installIfQuiet()).toBe(true);
    expect(await updater.layout.current()).toBe('1.2.0');
    expect(restarts).toBe(1);
  });
});

describe('a release that must not be installed', { timeout: 30_000 }, () => {
  it('refuses an artifact whose SHA-256 does not match the signed manifest, and says so', async () => {
    const good = artifactBytes(50_000, 4);
    const other = Buffer.from(good);
    other[1000] = (other[1000] ?? 0) ^ 0xff;
    server.publish(signedRelease(keys.privateKey, '1.1.0', good, { served: other }));
    const updater = frame('1.0.0');
    expect(await updater.check()).toBe('refused');
    const state = await updater.state();
    expect(state.staged).toBeNull();
    expect(state.last?.message).toBe("not installing 1.1.0: the downloaded file's SHA-256 does not match");
    expect(logs).toContain("[update] not installing 1.1.0: the downloaded file's SHA-256 does not match");
    expect(existsSync(updater.layout.versionDir('1.1.0'))).toBe(false);
    expect(await readdir(updater.layout.partialDir)).toEqual([]);
    await updater.flushReports();
    expect(server.state.reports).toEqual([expect.objectContaining({ version: '1.1.0', event: 'refused' })]);
    // A bad copy is retried (a flaky line), then given up on for good after the third.
    expect(await updater.check()).toBe('refused');
    expect(await updater.check()).toBe('refused');
    expect(await updater.check()).toBe('skipped');
    expect(server.state.artifactRequests).toHaveLength(3);
  });

  it('refuses a manifest whose signature does not match without downloading anything', async () => {
    server.publish(signedRelease(keys.privateKey, '1.1.0', artifactBytes(5_000, 5), { tamper: true }));
    const updater = frame('1.0.0');
    expect(await updater.check()).toBe('refused');
    expect(server.state.artifactRequests).toEqual([]);
    expect((await updater.state()).last?.message).toBe(
      'not installing 1.1.0: the signature does not match the manifest',
    );
    // Asked again, it is not downloaded nor reported twice.
    expect(await updater.check()).toBe('skipped');
    expect((await updater.state()).outbox).toHaveLength(1);
  });

  it('refuses a release signed with another key', async () => {
    server.publish(signedRelease(releaseKeys().privateKey, '1.1.0', artifactBytes(5_000, 6)));
    const updater = frame('1.0.0');
    expect(await updater.check()).toBe('refused');
    expect(server.state.artifactRequests).toEqual([]);
  });

  it('does not go back to an older version even when it is validly signed', async () => {
    server.publish(signedRelease(keys.privateKey, '0.9.0', artifactBytes(5_000, 7)));
    const updater = frame('1.0.0');
    expect(await updater.check()).toBe('not-newer');
    expect(server.state.artifactRequests).toEqual([]);
  });
});

describe('a new version that does not start well is rolled back', { timeout: 30_000 }, () => {
  async function installed(version: string, from: string) {
    server.publish(signedRelease(keys.privateKey, version, artifactBytes(20_000, 8)));
    const old = frame(from, { quiet: () => true });
    expect(await old.check()).toBe('staged');
    expect(await old.installIfQuiet()).toBe(true);
    return old;
  }

  it('crashes on start: after three starts without a healthy one it goes back and reports', async () => {
    // 1.1.0 is running from versions/ already (installed earlier); 1.2.0 crashes on start.
    await installed('1.1.0', '1.0.0');
    const v110 = frame('1.1.0');
    await v110.atStart();
    await v110.healthy();
    const rolloutAt = time.now();
    server.publish(signedRelease(keys.privateKey, '1.2.0', artifactBytes(20_000, 9)));
    const before = frame('1.1.0', { quiet: () => true });
    expect(await before.check()).toBe('staged');
    await before.installIfQuiet();
    expect(await before.layout.current()).toBe('1.2.0');
    expect(await before.layout.previous()).toBe('1.1.0');
    restarts = 0;

    const crashing = frame('1.2.0');
    for (let start = 1; start <= 3; start++) {
      time.advance(5_000); // systemd's RestartSec and the crash
      expect(await crashing.atStart()).toBe('trial');
    }
    time.advance(5_000);
    expect(await crashing.atStart()).toBe('rolled-back');
    expect(restarts).toBe(1);
    expect(await crashing.layout.current()).toBe('1.1.0');
    expect(await crashing.marker()).toBeNull();

    const back = frame('1.1.0');
    expect(await back.atStart()).toBe('none');
    expect(await back.check()).toBe('skipped');
    await back.flushReports();
    expect(server.state.reports.at(-1)).toMatchObject({
      version: '1.2.0',
      event: 'rolled-back',
      detail: 'rolled back from 1.2.0 to 1.1.0: it stopped 3 times before a healthy start',
    });
    console.log(
      `[figure] crash loop -> rolled back: ${(time.now() - rolloutAt) / 1000} s simulated (4 starts, 5 s apart)`,
    );
  });

  it('hangs without a healthy start: rolled back at the deadline while it runs', async () => {
    await installed('1.1.0', '1.0.0');
    restarts = 0;
    const switchedAt = time.now();
    const hanging = frame('1.1.0');
    expect(await hanging.atStart()).toBe('trial');
    expect(await hanging.watchTrial(new AbortController().signal)).toBe(true);
    expect(time.now() - switchedAt).toBe(DEFAULT_HEALTHY_WITHIN_MS);
    expect(restarts).toBe(1);
    expect(await hanging.layout.current()).toBeNull(); // back to the packaged player
    expect((await hanging.state()).last?.message).toBe(
      'rolled back from 1.1.0 to the installed player: no healthy start within 300 s',
    );
    console.log(`[figure] hanging release -> rolled back: ${(time.now() - switchedAt) / 1000} s simulated`);
  });

  it('a start after the deadline with the marker still there goes back', async () => {
    await installed('1.1.0', '1.0.0');
    time.advance(DEFAULT_HEALTHY_WITHIN_MS + 1);
    const late = frame('1.1.0');
    expect(await late.atStart()).toBe('rolled-back');
    expect(await late.layout.current()).toBeNull();
  });

  it('a marker whose switch never happened (power cut) is dropped, the release stays to install', async () => {
    await installed('1.1.0', '1.0.0');
    await frame('1.0.0').layout.point('current', null);
    const old = frame('1.0.0');
    expect(await old.atStart()).toBe('none');
    expect(await old.marker()).toBeNull();
    expect((await old.state()).rolledBack).toEqual([]);
  });

  it('a healthy start keeps current and previous and deletes older versions', async () => {
    await installed('1.1.0', '1.0.0');
    await frame('1.1.0').healthy();
    await installed('1.2.0', '1.1.0');
    await frame('1.2.0').healthy();
    await installed('1.3.0', '1.2.0');
    const v130 = frame('1.3.0');
    await v130.atStart();
    await v130.healthy();
    expect((await readdir(v130.layout.versionsDir)).sort()).toEqual(['1.2.0', '1.3.0']);
  });
});
