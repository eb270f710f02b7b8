import { statfs } from 'node:fs/promises';

/** Space on the file system holding a folder, in bytes. */
export interface DiskSpace {
  availableBytes: number;
  totalBytes: number;
}

/** Where the import learns the free space (fs.statfs by default; the tests pass a fake). */
export type FreeSpaceSource = (dir: string) => Promise<DiskSpace>;

/** The space an unprivileged process may use on the file system holding `dir`. */
export const statfsFreeSpace: FreeSpaceSource = async (dir) => {
  const stats = await statfs(dir);
  return { availableBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
};

/** Space the import never uses, so the system (logs, the index, updates) always has room. */
export interface SpaceReserve {
  bytes: number;
  /** Of the file system's size; the larger of the two is kept free. */
  fraction: number;
}

export const DEFAULT_RESERVE: SpaceReserve = { bytes: 200 * 1024 * 1024, fraction: 0.05 };

/** Bytes the import may still write on that disk, keeping the reserve free. */
export function usableBytes(space: DiskSpace, reserve: SpaceReserve = DEFAULT_RESERVE): number {
  const keep = Math.max(reserve.bytes, Math.ceil(space.totalBytes * reserve.fraction));
  return Math.max(0, space.availableBytes - keep);
}

/** The library's disk is (or would be) full: nothing was kept of the file being written. */
export class NoSpaceError extends Error {
  constructor(message = 'not enough space') {
    super(message);
    this.name = 'NoSpaceError';
  }
}

/** Whether an error is the disk filling up (ENOSPC, a quota, or ffmpeg saying so). */
export function isNoSpace(error: unknown): boolean {
  if (error instanceof NoSpaceError) return true;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
