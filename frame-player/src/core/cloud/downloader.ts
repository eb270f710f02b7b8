import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeviceLibraryItem } from '@dtm/shared/devices';
import type { Library } from '../library/library.ts';
import type { Entry } from '../library/library-index.ts';
import { ApiStatusError, type ApiTarget, apiFetch, bearer, errorMessage } from './api.ts';

export interface DownloadOptions {
  signal?: AbortSignal;
  onBytes?: (bytes: number) => void;
}

/** What a partial download is of: a new checksum for the same id means start over. */
interface PartialMeta {
  sha256: string;
  size: number;
}

function partialPaths(library: Library, item: DeviceLibraryItem) {
  return { data: join(library.partialDir, `${item.id}.part`), meta: join(library.partialDir, `${item.id}.json`) };
}

/** How many bytes of this item are already on disk from an earlier, interrupted download. */
async function resumeOffset(library: Library, item: DeviceLibraryItem): Promise<number> {
  const paths = partialPaths(library, item);
  const meta = await readFile(paths.meta, 'utf8')
    .then((text) => JSON.parse(text) as PartialMeta)
    .catch(() => null);
  const size = await stat(paths.data).then(
    (s) => s.size,
    () => 0,
  );
  if (meta?.sha256 === item.sha256 && meta.size === item.size && size <= item.size) return size;
  await rm(paths.data, { force: true });
  await writeFile(paths.meta, JSON.stringify({ sha256: item.sha256, size: item.size } satisfies PartialMeta));
  return 0;
}

/**
 * Downloads one item into the library, resuming an earlier partial download with an HTTP range,
 * then verifies it against the checksum the API listed (a mismatch is refused and the partial
 * file dropped, so the next attempt starts clean).
 */
export async function downloadItem(
  api: ApiTarget,
  token: string,
  library: Library,
  item: DeviceLibraryItem,
  options: DownloadOptions = {},
): Promise<Entry> {
  const paths = partialPaths(library, item);
  let offset = await resumeOffset(library, item);
  if (offset < item.size) {
    const headers: Record<string, string> = { ...(bearer(token) as Record<string, string>) };
    if (offset > 0) headers.range = `bytes=${offset}-`;
    const response = await apiFetch(api, item.url, { headers, signal: options.signal });
    if (response.status === 200) offset = 0;
    else if (response.status !== 206) {
      if (response.status === 416) await rm(paths.data, { force: true });
      throw new ApiStatusError(response.status, await errorMessage(response));
    }
    if (!response.body) throw new ApiStatusError(response.status, 'empty body');
    const handle = await open(paths.data, offset === 0 ? 'w' : 'a');
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        await handle.write(chunk);
        options.onBytes?.(chunk.length);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  try {
    return await library.commit(
      { path: paths.data, sha256: item.sha256, size: item.size },
      {
        name: item.name,
        source: { kind: 'download', remoteId: item.id },
        expectedSha256: item.sha256,
        expectedSize: item.size,
      },
    );
  } finally {
    // Kept or refused, the partial is done with (commit moved or removed the data file).
    await rm(paths.meta, { force: true });
  }
}
