import { createReadStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { hashFile } from '../library/hash-file.ts';
import { INCOMPLETE } from '../library/incomplete.ts';
import { type Library, type Staged, VerifyError } from '../library/library.ts';
import type { Entry } from '../library/library-index.ts';
import type { DecodeCheck } from '../media/decode-check.ts';
import { ConvertError, convertVideo, type Ffmpeg, findFfmpeg } from '../media/ffmpeg.ts';
import { refineWithFfprobe } from '../media/ffprobe.ts';
import {
  DEFAULT_RESERVE,
  type FreeSpaceSource,
  isNoSpace,
  type SpaceReserve,
  statfsFreeSpace,
  usableBytes,
} from '../media/free-space.ts';
import { estimateConvertedBytes, type ImportPlan, type Panel, panelOf, planImport } from '../media/plan.ts';
import { probeMedia, type VideoInfo } from '../media/probe.ts';
import { type Candidate, DEFAULT_SCAN_LIMITS, type ScanLimits, type Skipped, scanDrive } from './scan.ts';

export interface CopyProgress {
  drive: string;
  /** What the import is doing with the current file. */
  phase: 'copying' | 'converting' | 'checking' | 'done';
  /** 0-100 over all the work of this import (a conversion counts as its source's bytes). */
  percent: number;
  fileName: string;
  copiedBytes: number;
  totalBytes: number;
}

export interface ImportResult {
  /** Copied (or converted) and found playable: in the rotation now. */
  added: Entry[];
  /** Already in the library (same checksum, or the same file from this drive): not copied again. */
  alreadyThere: number;
  /** Of `added`, how many were converted to H.264 at the panel's size. */
  converted: number;
  /** Everything on the drive that did not end up in the library, with the reason. */
  skipped: Skipped[];
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
  limits?: ScanLimits;
  /** The panel conversions scale to (the 7" frame's by default). */
  panel?: Panel;
  /** The ffmpeg command (a name on PATH or a path); null never converts. */
  ffmpeg?: string | null;
  /** The page's decode check of each file before it enters the rotation; none trusts the codec read from the bytes. */
  decodeCheck?: DecodeCheck;
  freeSpace?: FreeSpaceSource;
  reserve?: SpaceReserve;
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

const MB = 1024 * 1024;
/**
 * "needs 300 MB, only 250 MB free": what is needed rounded up, what is free rounded down, so the
 * two never read as the same number.
 */
export function spaceMessage(needed: number, free: number): string {
  const format = (bytes: number, round: (n: number) => number) =>
    bytes >= 10 * 1024 * MB ? `${round(bytes / (1024 * MB))} GB` : `${round(bytes / MB)} MB`;
  return `needs ${format(needed, Math.ceil)}, only ${format(free, Math.floor)} free`;
}

/**
 * Copies every video on a drive that the frame can play into the library, one verified file at a
 * time, in the drive's order: HEVC and other formats Chromium cannot play are converted to H.264 at
 * the panel's size when ffmpeg is installed (and refused with the reason when it is not), 1080p and
 * 60 fps content is scaled down to the panel and 30 fps, each file must fit in the free space above
 * the reserve, and the page decodes each one before it is committed. Every file goes through the
 * library's temp-fsync-verify-rename, so a pulled drive or a full disk loses only the file in flight.
 */
export async function importDrive(drive: string, library: Library, options: ImportOptions = {}): Promise<ImportResult> {
  const scan = await scanDrive(drive, options.limits ?? DEFAULT_SCAN_LIMITS);
  const result: ImportResult = { added: [], alreadyThere: 0, converted: 0, skipped: scan.skipped };
  const panel = options.panel ?? panelOf(undefined);
  const freeSpace = options.freeSpace ?? statfsFreeSpace;
  const reserve = options.reserve ?? DEFAULT_RESERVE;
  const checkEveryMs = options.presenceCheckMs ?? 250;
  // Known by the shop's checksum, or copied from this very path before with the same size (a drive
  // left plugged in is not copied again at every start; a converted copy remembers its source's size).
  // A clip taken out of the rotation for failing at every start is copied again: the new copy brings it back.
  const known = (candidate: Candidate) =>
    (candidate.expectedSha256 &&
      library.find(candidate.expectedSha256) &&
      !library.failures.isOut(candidate.expectedSha256)) ||
    library
      .entries()
      .some(
        (e) =>
          e.source.kind === 'usb' &&
          e.source.path === candidate.path &&
          (e.source.size ?? e.size) === candidate.size &&
          !library.failures.isOut(e.sha256),
      );
  const toCopy = scan.candidates.filter((candidate) => {
    if (!known(candidate)) return true;
    result.alreadyThere += 1;
    return false;
  });
  const ffmpeg = toCopy.length > 0 ? await findFfmpeg(options.ffmpeg === undefined ? 'ffmpeg' : options.ffmpeg) : null;

  const totalBytes = toCopy.reduce((sum, candidate) => sum + candidate.size, 0);
  let doneBytes = 0;
  let fileBytes = 0;
  const report = (phase: CopyProgress['phase'], fileName: string) => {
    const copiedBytes = Math.min(totalBytes, doneBytes + fileBytes);
    options.onProgress?.({
      drive,
      phase,
      fileName,
      copiedBytes,
      totalBytes,
      percent: totalBytes === 0 ? 100 : Math.min(100, Math.floor((copiedBytes / totalBytes) * 100)),
    });
  };
  const skip = (candidate: Candidate, reason: Skipped['reason'], detail: string) =>
    result.skipped.push({ path: candidate.path, reason, detail });

  for (const candidate of toCopy) {
    fileBytes = 0;
    let converting = false;
    try {
      const probed = await probeMedia(candidate.path);
      if (!probed.video) {
        if (probed.reason === 'incomplete') skip(candidate, 'cannot-play', INCOMPLETE);
        else
          skip(candidate, 'not-a-video', probed.reason === 'no-video-track' ? 'sound only, no picture' : 'not a video');
        continue;
      }
      // What the bytes did not tell (an AVI's codec, a WebM's frame rate), ffprobe may.
      const info =
        ffmpeg?.probe && (probed.info.codec === 'unknown' || probed.info.fps === null)
          ? await refineWithFfprobe(ffmpeg.probe, candidate.path, probed.info)
          : probed.info;
      let plan: ImportPlan = planImport(info, panel, ffmpeg !== null);
      // The shop sizes its files for the frames; its checksum is for the file as it is.
      if (
        plan.action === 'convert' &&
        candidate.expectedSha256 &&
        !plan.reasons.some((r) => r === 'codec' || r === 'container')
      ) {
        plan = { action: 'copy' };
      }
      if (plan.action === 'refuse') {
        skip(candidate, 'cannot-play', plan.message);
        continue;
      }
      converting = plan.action === 'convert';
      const needed = converting ? estimateConvertedBytes(info) : candidate.size;
      const usable = usableBytes(await freeSpace(library.dir), reserve);
      if (needed > usable) {
        skip(candidate, 'no-space', spaceMessage(needed, usable));
        continue;
      }

      let staged: Staged;
      if (plan.action === 'convert' && ffmpeg) {
        staged = await convertInto(library, ffmpeg, candidate, info, plan.fps, panel, {
          signal: options.signal,
          onProgress: (fraction) => {
            fileBytes = Math.floor(candidate.size * fraction);
            report('converting', candidate.name);
          },
        });
      } else {
        staged = await library.stage(readFromDrive(drive, candidate.path, checkEveryMs), {
          signal: options.signal,
          extension: candidate.sniffed.container ?? 'part',
          onBytes: (bytes) => {
            fileBytes += bytes;
            report('copying', candidate.name);
          },
        });
      }

      if (options.decodeCheck) {
        report('checking', candidate.name);
        const verdict = await options.decodeCheck(staged.path);
        if (verdict.playable === false) {
          await library.discard(staged);
          skip(candidate, 'cannot-play', `the frame cannot decode it: ${verdict.message}`);
          continue;
        }
        if (verdict.playable === null) console.warn(`[usb] no decode check for ${candidate.path}: ${verdict.message}`);
      }

      const before = library.entries().length;
      const entry = await library.commit(staged, {
        name: candidate.name,
        source: { kind: 'usb', path: candidate.path, size: candidate.size },
        ...(converting ? {} : { expectedSha256: candidate.expectedSha256, expectedSize: candidate.size }),
      });
      if (library.entries().length > before) {
        result.added.push(entry);
        if (converting) result.converted += 1;
      } else result.alreadyThere += 1;
    } catch (error) {
      if (error instanceof VerifyError) {
        skip(candidate, error.reason === 'not-playable' ? 'cannot-play' : 'damaged', error.message);
        continue;
      }
      if (isNoSpace(error)) {
        skip(candidate, 'no-space', `the disk filled up while ${converting ? 'converting' : 'copying'}`);
        continue;
      }
      options.signal?.throwIfAborted();
      if (!(await isPresent(drive))) throw new DriveRemovedError(drive, result);
      // A read error with the drive still listed is a drive failing on its way out.
      if ((error as NodeJS.ErrnoException).code === 'EIO') throw new DriveRemovedError(drive, result);
      if (error instanceof ConvertError) {
        skip(candidate, 'cannot-play', `could not convert it: ${error.message}`);
        continue;
      }
      console.error(`[usb] ${candidate.path} not copied`, error);
      skip(candidate, 'unreadable', (error as Error).message ?? String(error));
    } finally {
      doneBytes += candidate.size;
      fileBytes = 0;
    }
  }
  report('done', '');
  return result;
}

/**
 * Converts a video from the drive into the library's temp folder and stages the result; the
 * library never sees a half-written conversion (the temp file goes on any failure).
 */
async function convertInto(
  library: Library,
  ffmpeg: Ffmpeg,
  candidate: Candidate,
  info: VideoInfo,
  fps: number | null,
  panel: Panel,
  options: { signal?: AbortSignal; onProgress: (fraction: number) => void },
): Promise<Staged> {
  if (candidate.expectedSha256) {
    // The shop's checksum is the source's: check it before spending minutes converting.
    const { sha256 } = await hashFile(candidate.path);
    if (sha256 !== candidate.expectedSha256) {
      throw new VerifyError(`checksum ${sha256} is not the expected ${candidate.expectedSha256}`, 'checksum');
    }
  }
  const output = library.tempPath('mp4');
  try {
    await convertVideo(ffmpeg, {
      input: candidate.path,
      output,
      panel,
      fps,
      durationMs: info.durationMs,
      signal: options.signal,
      onProgress: options.onProgress,
    });
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
  return library.adopt(output);
}
