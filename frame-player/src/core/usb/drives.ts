import { readdir, readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export interface DriveOptions {
  /** Where the system mounts removable drives: udisks uses /media/<user> and /run/media/<user>. */
  roots: string[];
  /**
   * The kernel's mount table. A drive is a mount point below one of the roots. Null (tests, or a
   * system that copies drives into a folder) treats every folder directly below a root as a drive.
   */
  mountTable: string | null;
}

export const DEFAULT_DRIVE_OPTIONS: DriveOptions = {
  roots: ['/media', '/run/media', '/mnt'],
  mountTable: '/proc/self/mounts',
};

/** A mount point field from /proc/mounts, where spaces and tabs are written as octal escapes. */
function unescapeMountPath(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
}

function isBelow(path: string, root: string): boolean {
  const base = resolve(root);
  return path !== base && path.startsWith(base.endsWith(sep) ? base : `${base}${sep}`);
}

/** Mount points below the roots listed in a mount table's text. */
export function drivesInMountTable(table: string, roots: readonly string[]): string[] {
  const points = table
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((field): field is string => Boolean(field))
    .map(unescapeMountPath);
  return [...new Set(points.filter((point) => roots.some((root) => isBelow(point, root))))].sort();
}

/** The drives mounted right now. */
export async function listDrives(options: DriveOptions): Promise<string[]> {
  if (options.mountTable) {
    const table = await readFile(options.mountTable, 'utf8').catch(() => '');
    return drivesInMountTable(table, options.roots);
  }
  const drives: string[] = [];
  for (const root of options.roots) {
    const children = await readdir(root, { withFileTypes: true }).catch(() => []);
    for (const child of children) if (child.isDirectory()) drives.push(join(resolve(root), child.name));
  }
  return drives.sort();
}

/**
 * Polls for drives appearing and disappearing (a mount table has no change event one can rely on
 * across systems, and polling a small file every second costs nothing). Returns a stop function.
 */
export function watchDrives(
  options: DriveOptions & { intervalMs?: number },
  handlers: { added: (drive: string) => void; removed: (drive: string) => void },
): () => void {
  let known = new Set<string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    const now = new Set(await listDrives(options));
    if (stopped) return;
    for (const drive of now) if (!known.has(drive)) handlers.added(drive);
    for (const drive of known) if (!now.has(drive)) handlers.removed(drive);
    known = now;
    timer = setTimeout(tick, options.intervalMs ?? 1000);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
