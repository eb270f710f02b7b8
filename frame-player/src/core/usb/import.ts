import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { type Library, VerifyError } from '../library/library.ts';
import type { Entry } from '../library/library-index.ts';
import { type Candidate, type Ignored, scanDrive } from './scan.ts';

export interface CopyProgress {
  drive: string;
  /** 0-100 over all the bytes this import copies. */
  percent: number;
  fileName: string;
  copiedBytes: number;
  totalBytes: number;
}

export interface ImportResult {
  added: Entry[];
  /** Already in the library (same checksum): not copied again. */
  alreadyThere: number;
  ignored: Ignored[];
  /** Copied but refused: checksum differs from the manifest, or not a video after all. */
  refused: Array<{ path: string; reason: string }>;
}

/** The drive went away (pulled, unmounted) while a file was being copied; that file was not kept. */
export class DriveRemovedError extends Error {
  constructor(
    readonly drive: string,
    readonly partial: ImportResult,
  ) {
    super(`drive ${drive} was removed during the copy`);
    this.name = 'DriveRemovedError';
  }
}

export interface ImportOptions {
  onProgress?: (progress: CopyProgress) => void;
  signal?: AbortSignal;
  /** How often (ms) to check the drive is still there while copying. */
  presenceCheckMs?: number;
}

async function isPresent(drive: string): Promise<boolean> {
  return access(drive).then(
    () => true,
    () => false,
  );
}

/** Reads a file in chunks, failing as soon as the drive's folder is gone (a pulled drive). */
async function* readFromDrive(drive: string, path: string, checkEveryMs: number) {
  let lastCheck = Date.now();
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    if (Date.now() - lastCheck >= checkEveryMs) {
      lastCheck = Date.now();
      if (!(await isPresent(drive))) throw new Error('drive missing');
    }
    yield chunk as Buffer;
  }
  if (!(await isPresent(drive))) throw new Error('drive missing');
}

/**
 * Copies every playable video on a drive into the library, one verified file at a time, with
 * progress. Each file goes through the library's temp-fsync-verify-rename, so pulling the drive
 * mid-copy loses only the file in flight (the library stays as it was before that file).
 */
export async function importDrive(drive: string, library: Library, options: ImportOptions = {}): Promise<ImportResult> {
  const scan = await scanDrive(drive);
  const result: ImportResult = { added: [], alreadyThere: 0, ignored: scan.ignored, refused: [] };
  // Known by the shop's checksum, or copied from this very path before with the same size (a drive
  // left plugged in is not copied again at every start).
  const known = (candidate: Candidate) =>
    (candidate.expectedSha256 && library.find(candidate.expectedSha256)) ||
    library
      .entries()
      .some((e) => e.source.kind === 'usb' && e.source.path === candidate.path && e.size === candidate.size);
  const toCopy = scan.candidates.filter((candidate) => {
    if (!known(candidate)) return true;
    result.alreadyThere += 1;
    return false;
  });
  const totalBytes = toCopy.reduce((sum, candidate) => sum + candidate.size, 0);
  let copiedBytes = 0;
  const report = (fileName: string) =>
    options.onProgress?.({
      drive,
      fileName,
      copiedBytes,
      totalBytes,
      percent: totalBytes === 0 ? 100 : Math.min(100, Math.floor((copiedBytes / totalBytes) * 100)),
    });

  for (const candidate of toCopy) {
    const before = library.entries().length;
    try {
      const staged = await library.stage(readFromDrive(drive, candidate.path, options.presenceCheckMs ?? 250), {
        signal: options.signal,
        onBytes: (bytes) => {
          copiedBytes += bytes;
          report(candidate.name);
        },
      });
      const entry = await library.commit(staged, {
        name: candidate.name,
        source: { kind: 'usb', path: candidate.path },
        expectedSha256: candidate.expectedSha256,
        expectedSize: candidate.size,
      });
      if (library.entries().length > before) result.added.push(entry);
      else result.alreadyThere += 1;
    } catch (error) {
      if (error instanceof VerifyError) {
        result.refused.push({ path: candidate.path, reason: error.message });
        continue;
      }
      options.signal?.throwIfAborted();
      if (!(await isPresent(drive))) throw new DriveRemovedError(drive, result);
      // A read error with the drive still listed is a drive failing on its way out.
      if ((error as NodeJS.ErrnoException).code === 'EIO') throw new DriveRemovedError(drive, result);
      throw error;
    }
  }
  report('');
  return result;
}
