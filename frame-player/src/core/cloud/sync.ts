import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeviceCommand } from '@dtm/shared/device-health';
import { type DeviceLibrary, DeviceLibrarySchema } from '@dtm/shared/devices';
import type { Library } from '../library/library.ts';
import { VerifyError } from '../library/library.ts';
import { ApiStatusError, type ApiTarget, apiFetch, bearer, errorMessage, parseBody } from './api.ts';
import { downloadItem } from './downloader.ts';

/** The token was refused: the customer removed the frame on the dashboard. Pair again. */
export class UnpairedError extends Error {
  constructor() {
    super('the frame was removed from the account');
    this.name = 'UnpairedError';
  }
}

export interface SyncResult {
  downloaded: number;
  removed: number;
  failed: Array<{ id: string; reason: string }>;
  /** When the API asked the frame to look again (absent from an older API). */
  nextSyncSeconds?: number;
  /** What an admin asked of the frame (issue #38), handed out with this answer. */
  commands?: DeviceCommand[];
}

export interface SyncOptions {
  signal?: AbortSignal;
  /** 0-100 over the bytes this sync downloads. */
  onProgress?: (percent: number) => void;
}

/** The paired account's library as the API lists it, with when to ask again. */
export async function fetchRemoteLibrary(api: ApiTarget, token: string, signal?: AbortSignal): Promise<DeviceLibrary> {
  const response = await apiFetch(api, '/api/device/library', { headers: bearer(token), signal });
  if (response.status === 401) throw new UnpairedError();
  if (response.status !== 200) throw new ApiStatusError(response.status, await errorMessage(response));
  return parseBody(response, DeviceLibrarySchema);
}

/**
 * Makes the downloaded part of the library match the account: downloads what is missing (resuming,
 * verifying), renames what was renamed, removes what the owner no longer has. Files that came
 * from a USB drive are the frame's own and are left alone.
 */
export async function syncLibrary(
  api: ApiTarget,
  token: string,
  library: Library,
  options: SyncOptions = {},
): Promise<SyncResult> {
  const { items, nextSyncSeconds, commands } = await fetchRemoteLibrary(api, token, options.signal);
  const result: SyncResult = { downloaded: 0, removed: 0, failed: [] };
  if (nextSyncSeconds !== undefined) result.nextSyncSeconds = nextSyncSeconds;
  if (commands?.length) result.commands = commands;
  const wanted = new Map(items.map((item) => [item.id, item]));

  const stale = library
    .entries()
    .filter((entry) => entry.source.kind === 'download' && wanted.get(entry.source.remoteId)?.sha256 !== entry.sha256)
    // The same video may also be listed under another id (a variation of a bought animation).
    .filter((entry) => !items.some((item) => item.sha256 === entry.sha256));
  result.removed = (await library.remove(stale.map((entry) => entry.sha256))).length;

  const missing = items.filter((item) => !library.find(item.sha256));
  for (const item of items) {
    const present = library.find(item.sha256);
    if (
      present &&
      present.source.kind === 'download' &&
      present.source.remoteId === item.id &&
      present.name !== item.name
    ) {
      await library.rename(item.sha256, item.name);
    }
  }
  const total = missing.reduce((sum, item) => sum + item.size, 0);
  let done = 0;
  for (const item of missing) {
    try {
      await downloadItem(api, token, library, item, {
        signal: options.signal,
        onBytes: (bytes) => {
          done += bytes;
          options.onProgress?.(total === 0 ? 100 : Math.min(99, Math.floor((done / total) * 100)));
        },
      });
      result.downloaded += 1;
    } catch (error) {
      options.signal?.throwIfAborted();
      if (error instanceof ApiStatusError && error.status === 401) throw new UnpairedError();
      const reason = error instanceof VerifyError ? `refused: ${error.message}` : String(error);
      result.failed.push({ id: item.id, reason });
    }
  }
  // Partial downloads of items the account no longer lists are dropped.
  for (const name of await readdir(library.partialDir)) {
    if (!wanted.has(name.replace(/\.(part|json)$/, ''))) await rm(join(library.partialDir, name), { force: true });
  }
  options.onProgress?.(100);
  return result;
}
