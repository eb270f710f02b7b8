import { mkdtemp, rm } from 'node:fs/promises';
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
import { HealthyStart } from './healthy-start.ts';
import { QuietMoments } from './quiet.ts';
import { releasePublicKey } from './release-manifest.ts';
import { Updater } from './updater.ts';

const keys = releaseKeys();
/** 02:30 and 14:00 in the machine's own time zone (the quiet hours are the frame's local hours). */
const NIGHT = new Date(2026, 2, 3, 2, 30).getTime();
const AFTERNOON = new Date(2026, 2, 3, 14, 0).getTime();

let dir: string;
let server: Awaited<ReturnType<typeof fakeReleaseServer>>;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dtm-quiet-'));
  server = await fakeReleaseServer();
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('an update installs at night and between loops', { timeout: 30_000 }, () => {
  it('is quiet at night in the second after a loop seam or while nothing plays; never by day', () => {
    const time = jumpingClock(AFTERNOON);
    const quiet = new QuietMoments(time.clock, 2, 5);
    quiet.heartbeat(false);
    expect(quiet.isQuiet()).toBe(false); // afternoon, nothing plays
    quiet.heartbeat(true);
    quiet.seam();
    expect(quiet.isQuiet()).toBe(false); // afternoon, at a seam
    time.advance(NIGHT - AFTERNOON + 24 * 3600_000);
    expect(quiet.isQuiet()).toBe(false); // night, in the middle of a loop
    quiet.seam();
    expect(quiet.isQuiet()).toBe(true);
    time.advance(1_500);
    expect(quiet.isQuiet()).toBe(false); // 1.5 s into the next loop
    quiet.heartbeat(false);
    expect(quiet.isQuiet()).toBe(true); // the first-run page: nothing to interrupt
  });

  it('waits through the night while a clip plays and installs at the next seam', async () => {
    const time = jumpingClock(NIGHT);
    server.publish(signedRelease(keys.privateKey, '1.1.0', artifactBytes(50_000, 3)));
    const quiet = new QuietMoments(time.clock, 2, 5);
    let restarts = 0;
    const updater = new Updater({
      dir: join(dir, 'updates'),
      api: { baseUrl: server.baseUrl },
      token: async () => 'dtm_dev_test',
      arch: 'arm64',
      runningVersion: '1.0.0',
      publicKey: releasePublicKey(keys.publicKeyBase64),
      clock: time.clock,
      isQuiet: quiet.isQuiet,
      restart: () => {
        restarts += 1;
      },
      log: () => undefined,
    });
    expect(await updater.check()).toBe('staged');
    quiet.heartbeat(true);
    time.advance(5_000);
    expect(await updater.installIfQuiet()).toBe(false);
    expect(await updater.layout.current()).toBeNull();
    // The loop ends: main hears the seam and asks at once; a second ask at the same moment installs nothing more.
    quiet.seam();
    const [first, second] = await Promise.all([updater.installIfQuiet(), updater.installIfQuiet()]);
    expect([first, second]).toEqual([true, false]);
    expect(restarts).toBe(1);
    expect(await updater.layout.current()).toBe('1.1.0');
  });
});

describe('a healthy start of a new version', () => {
  it('counts only once the heartbeat reports frames shown while there are clips to play', () => {
    let healthy = 0;
    const gate = new HealthyStart(() => {
      healthy += 1;
    });
    gate.heartbeat({ playing: true, frames: 30 }); // before the player started: not yet
    gate.playerStarted(true);
    gate.heartbeat({ playing: false, frames: 0 }); // the playlist not taken up yet
    gate.heartbeat({ playing: true, frames: 0 }); // should play, no frame yet (a page that cannot play)
    expect(healthy).toBe(0);
    gate.heartbeat({ playing: true, frames: 3 });
    gate.heartbeat({ playing: true, frames: 33 });
    expect(healthy).toBe(1);

    const empty = new HealthyStart(() => {
      healthy += 1;
    });
    empty.playerStarted(false);
    empty.heartbeat({ playing: false, frames: 0 }); // the first-run page is up: nothing to show
    expect(healthy).toBe(2);
  });
});
