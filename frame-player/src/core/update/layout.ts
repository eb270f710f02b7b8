import { mkdir, readdir, readFile, readlink, rename, rm, symlink, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fsyncDir, writeFileAtomic } from '../library/atomic-file.ts';

/**
 * The player versions on a frame, under `<dataDir>/updates`:
 *
 *   versions/<version>/<file>.AppImage   each installed update, complete and verified, executable
 *   current  -> versions/<version>       what the launcher starts (absent: the .deb's own player)
 *   previous -> versions/<version>       what a rollback goes back to (absent: the .deb's player)
 *   partial/<version>.part, .json        a download in progress (resumed with an HTTP range)
 *   boot-marker.json                     written before switching, cleared by the new version's healthy start
 *   state.json                           staged release, refused and rolled-back versions, reports not yet sent
 *
 * Why AppImages in the data folder and not electron-updater or a new .deb: an AppImage is one
 * self-contained file the `frame` user can write, so no root (dpkg) is needed on the frame, and
 * the switch is one atomic rename of a symlink (a power cut leaves the old or the new pointer,
 * never none). electron-updater's generic provider replaces the running AppImage in place and
 * keeps no previous version to go back to, and needs the Electron binary to test; here every
 * step is a plain Node module tested under vitest. The .deb installs the first player and the
 * launcher (build/dtm-frame-launch), which starts `current` when there is one.
 */
export class UpdateLayout {
  readonly versionsDir: string;
  readonly partialDir: string;
  readonly markerPath: string;
  readonly statePath: string;
  private readonly currentLink: string;
  private readonly previousLink: string;

  constructor(readonly dir: string) {
    this.versionsDir = join(dir, 'versions');
    this.partialDir = join(dir, 'partial');
    this.markerPath = join(dir, 'boot-marker.json');
    this.statePath = join(dir, 'state.json');
    this.currentLink = join(dir, 'current');
    this.previousLink = join(dir, 'previous');
  }

  async ensure(): Promise<void> {
    await mkdir(this.versionsDir, { recursive: true });
    await mkdir(this.partialDir, { recursive: true });
  }

  versionDir(version: string): string {
    return join(this.versionsDir, version);
  }

  /** The version `current` points at, or null for the packaged player. */
  current(): Promise<string | null> {
    return this.pointer(this.currentLink);
  }

  previous(): Promise<string | null> {
    return this.pointer(this.previousLink);
  }

  private async pointer(link: string): Promise<string | null> {
    try {
      return basename(await readlink(link));
    } catch {
      return null;
    }
  }

  /** Points `current` (or `previous`) at a version, or removes it (null: the packaged player), atomically. */
  async point(which: 'current' | 'previous', version: string | null): Promise<void> {
    const link = which === 'current' ? this.currentLink : this.previousLink;
    if (version === null) {
      await unlink(link).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    } else {
      const temp = `${link}.${process.pid}.tmp`;
      await rm(temp, { force: true });
      // Relative, so the folder can be moved or mounted elsewhere (a recovery stick) and still resolve.
      await symlink(join('versions', version), temp);
      await rename(temp, link);
    }
    await fsyncDir(this.dir);
  }

  async readJson<T>(path: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as T;
    } catch {
      return null;
    }
  }

  writeJson(path: string, value: unknown): Promise<void> {
    return writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
  }

  async removeFile(path: string): Promise<void> {
    await rm(path, { force: true });
    await fsyncDir(this.dir);
  }

  /** Deletes every version folder but the ones kept (current, previous, one being staged). */
  async prune(keep: Array<string | null>): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await readdir(this.versionsDir).catch(() => [] as string[])) {
      if (keep.includes(name)) continue;
      await rm(join(this.versionsDir, name), { recursive: true, force: true });
      removed.push(name);
    }
    return removed;
  }
}
