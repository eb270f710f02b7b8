import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jumpingClock, releaseKeys } from './fixtures/fake-release-server.ts';
import { UpdateLayout } from './layout.ts';
import { releasePublicKey } from './release-manifest.ts';
import { type BootMarker, Updater } from './updater.ts';

/** build/dtm-frame-launch, run as systemd would, with fake players that print who they are. */
const LAUNCHER = join(import.meta.dirname, '../../../build/dtm-frame-launch');

let dir: string;
let layout: UpdateLayout;

async function fakePlayer(path: string, name: string) {
  await writeFile(path, `#!/bin/sh\necho "${name} $*"\n`);
  await chmod(path, 0o755);
}

async function version(v: string) {
  await mkdir(layout.versionDir(v), { recursive: true });
  await fakePlayer(join(layout.versionDir(v), `Drawings-to-Magic-Frame-${v}-arm64.AppImage`), v);
}

function launch(): string {
  const result = spawnSync('sh', [LAUNCHER, '--ozone-platform=wayland'], {
    env: { PATH: process.env.PATH, DTM_UPDATES_DIR: layout.dir, DTM_PACKAGED_PLAYER: join(dir, 'packaged') },
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  return result.stdout.trim();
}

async function mark(marker: Omit<BootMarker, 'switchedAt' | 'starts'>) {
  await layout.writeJson(layout.markerPath, { ...marker, switchedAt: Date.now(), starts: 0 });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dtm-launch-'));
  layout = new UpdateLayout(join(dir, 'updates'));
  await layout.ensure();
  await fakePlayer(join(dir, 'packaged'), 'packaged');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the launcher', { timeout: 30_000 }, () => {
  it('starts the packaged player until an update is installed, then `current`', async () => {
    expect(launch()).toBe('packaged --ozone-platform=wayland');
    await version('1.1.0');
    await layout.point('current', '1.1.0');
    expect(launch()).toBe('1.1.0 --ozone-platform=wayland');
  });

  it('goes back when a new version crashed before its code could: the fourth launch runs the previous one', async () => {
    await version('1.1.0');
    await version('1.2.0');
    await layout.point('previous', '1.1.0');
    await layout.point('current', '1.2.0');
    // A deadline far ahead: only the number of starts decides here (no waiting).
    await mark({ version: '1.2.0', previous: '1.1.0', deadline: Date.now() + 3_600_000 });
    expect([launch(), launch(), launch()]).toEqual(Array(3).fill('1.2.0 --ozone-platform=wayland'));
    expect(launch()).toBe('1.1.0 --ozone-platform=wayland');
    expect(await layout.current()).toBe('1.1.0');
    expect((await readFile(join(layout.dir, 'launcher-went-back'), 'utf8')).trim()).toBe('1.2.0');

    // 1.1.0 starts, sees the marker and the note: records the rollback and will report it.
    const time = jumpingClock(Date.now());
    const older = new Updater({
      dir: layout.dir,
      api: { baseUrl: 'http://127.0.0.1:9' },
      token: async () => null,
      arch: 'arm64',
      runningVersion: '1.1.0',
      publicKey: releasePublicKey(releaseKeys().publicKeyBase64),
      clock: time.clock,
      isQuiet: () => false,
      restart: () => {
        throw new Error('the older version must not restart');
      },
      log: () => undefined,
    });
    expect(await older.atStart()).toBe('rolled-back');
    const state = await older.state();
    expect(state.rolledBack).toEqual(['1.2.0']);
    expect(state.outbox.at(-1)).toMatchObject({ version: '1.2.0', event: 'rolled-back' });
    expect(existsSync(join(layout.dir, 'launcher-went-back'))).toBe(false);
    expect(await older.marker()).toBeNull();
    expect(launch()).toBe('1.1.0 --ozone-platform=wayland');
  });

  it('goes back to the packaged player when the deadline passed', async () => {
    await version('1.1.0');
    await layout.point('current', '1.1.0');
    await mark({ version: '1.1.0', previous: null, deadline: Date.now() - 5_000 }); // the launcher counts whole seconds
    expect(launch()).toBe('packaged --ozone-platform=wayland');
    expect(await layout.current()).toBeNull();
  });
});
