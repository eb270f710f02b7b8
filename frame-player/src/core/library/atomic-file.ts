import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Flushes a directory's entries (a rename is only durable once its directory is). */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces `path` with `data` so that a power cut at any moment leaves either the old or the new
 * content: write a sibling temp file, fsync it, rename over, fsync the directory.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  tempDir = dirname(path),
  mode = 0o644,
): Promise<void> {
  const temp = join(tempDir, `.${basename(path)}.${randomUUID()}.tmp`);
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, path);
  await fsyncDir(dirname(path));
}
