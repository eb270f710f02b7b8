import { chmod, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlayerReleaseManifest } from '@dtm/shared/player-releases';
import { ApiStatusError, type ApiTarget, apiFetch, bearer, errorMessage } from '../cloud/api.ts';
import { fsyncDir } from '../library/atomic-file.ts';
import { hashFile } from '../library/hash-file.ts';
import type { UpdateLayout } from './layout.ts';
import { ReleaseRefusedError } from './release-manifest.ts';

/**
 * Downloads a release's artifact in the background, resuming an interrupted download with an HTTP
 * range (as cloud/downloader.ts does for animations: a frame on a weak Wi-Fi gets there in pieces),
 * then checks its size and SHA-256 against the signed manifest before it becomes
 * `versions/<version>/<file>` (executable). A mismatch drops the partial: the next try starts clean.
 */
export async function downloadRelease(
  layout: UpdateLayout,
  api: ApiTarget,
  token: string,
  manifest: PlayerReleaseManifest,
  url: string,
  signal?: AbortSignal,
): Promise<string> {
  const data = join(layout.partialDir, `${manifest.version}.part`);
  const meta = join(layout.partialDir, `${manifest.version}.json`);
  const target = join(layout.versionDir(manifest.version), manifest.file);
  const done = await stat(target).catch(() => null);
  if (done?.size === manifest.size && (await hashFile(target)).sha256 === manifest.sha256) return target;

  let offset = await resumeOffset(data, meta, manifest);
  if (offset < manifest.size) {
    const headers: Record<string, string> = { ...(bearer(token) as Record<string, string>) };
    if (offset > 0) headers.range = `bytes=${offset}-`;
    const response = await apiFetch(api, url, { headers, signal });
    if (response.status === 200) offset = 0;
    else if (response.status !== 206) {
      if (response.status === 416) await rm(data, { force: true });
      throw new ApiStatusError(response.status, await errorMessage(response));
    }
    if (!response.body) throw new ApiStatusError(response.status, 'empty body');
    const handle = await open(data, offset === 0 ? 'w' : 'a');
    try {
      let written = offset;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        written += chunk.length;
        // A server sending more than the manifest says is wrong: stop before filling the disk.
        if (written > manifest.size) break;
        await handle.write(chunk);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  const got = await hashFile(data);
  if (got.size !== manifest.size || got.sha256 !== manifest.sha256) {
    await rm(data, { force: true });
    await rm(meta, { force: true });
    const what = got.size !== manifest.size ? `size ${got.size} is not ${manifest.size}` : 'SHA-256 does not match';
    throw new ReleaseRefusedError(manifest.version, `the downloaded file's ${what}`);
  }
  await mkdir(layout.versionDir(manifest.version), { recursive: true });
  await chmod(data, 0o755);
  await rename(data, target);
  await fsyncDir(layout.versionDir(manifest.version));
  await rm(meta, { force: true });
  return target;
}

/** Bytes already on disk from an earlier try at the same artifact (same checksum and size). */
async function resumeOffset(data: string, meta: string, manifest: PlayerReleaseManifest): Promise<number> {
  const known = await readFile(meta, 'utf8')
    .then((text) => JSON.parse(text) as { sha256: string; size: number })
    .catch(() => null);
  const size = await stat(data).then(
    (s) => s.size,
    () => 0,
  );
  if (known?.sha256 === manifest.sha256 && known.size === manifest.size && size <= manifest.size) return size;
  await rm(data, { force: true });
  await writeFile(meta, JSON.stringify({ sha256: manifest.sha256, size: manifest.size }));
  return 0;
}
