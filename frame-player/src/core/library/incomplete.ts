import { open } from 'node:fs/promises';
import { mp4Truncation } from '../media/mp4-probe.ts';
import type { Library } from './library.ts';
import type { Entry } from './library-index.ts';

/** What a refused or removed copy that was cut short is called on the frame. */
export const INCOMPLETE = 'the copy is incomplete';

/** Why an MP4 file is cut short (its media data runs past its end), or null when it is whole or not an MP4. */
export async function fileTruncation(path: string): Promise<string | null> {
  const handle = await open(path, 'r');
  try {
    const size = (await handle.stat()).size;
    return await mp4Truncation(async (position, length) => {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, size - position)));
      if (buffer.length === 0) return buffer;
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    }, size);
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

/**
 * The library's MP4 entries that are cut short: they play their first seconds and fail at every
 * start (copies kept before the import checked the end of the file). Checked at start.
 */
export async function incompleteEntries(library: Library): Promise<Array<{ entry: Entry; why: string }>> {
  const found: Array<{ entry: Entry; why: string }> = [];
  for (const entry of library.entries()) {
    if (entry.container !== 'mp4') continue;
    const why = await fileTruncation(library.pathOf(entry)).catch(() => null);
    if (why) found.push({ entry, why });
  }
  return found;
}
