import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import { USB_MANIFEST_NAME, type UsbManifest, UsbManifestSchema } from '@dtm/shared/devices';
import { readHead } from '../media/probe.ts';
import { isSystemClutter, type Sniffed, sniffMedia } from '../playable.ts';

/** Why a file on the drive did not end up in the library (counted per reason in the import's message). */
export type SkipReason =
  | 'not-a-video'
  | 'cannot-play'
  | 'too-deep'
  | 'too-many-files'
  | 'no-space'
  | 'damaged'
  | 'unreadable'
  | 'manifest';

export interface Skipped {
  /** The file (or, for `too-deep`, the folder) on the drive. */
  path: string;
  reason: SkipReason;
  detail: string;
}

/** A video on the drive, recognised by its first bytes (its name may say anything, or nothing). */
export interface Candidate {
  path: string;
  name: string;
  size: number;
  sniffed: Extract<Sniffed, { video: true }>;
  /** From the shop's manifest: the copy must have this checksum. */
  expectedSha256?: string;
}

export interface Scan {
  candidates: Candidate[];
  skipped: Skipped[];
}

/** How far the search goes: folders below the drive's top, and files looked at in all. */
export interface ScanLimits {
  maxDepth: number;
  maxFiles: number;
}

/** Deep enough for any camera or phone layout (DCIM/100APPLE is 2), small enough for a slow drive. */
export const DEFAULT_SCAN_LIMITS: ScanLimits = { maxDepth: 12, maxFiles: 10_000 };

/** System folders drives carry (macOS, Windows, Android) that never hold the customer's videos. */
const SKIPPED_FOLDERS = new Set(['System Volume Information', '$RECYCLE.BIN', 'LOST.DIR', 'FOUND.000']);

async function readManifest(dir: string): Promise<UsbManifest | 'invalid' | null> {
  const text = await readFile(join(dir, USB_MANIFEST_NAME), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = UsbManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'invalid';
  } catch {
    return 'invalid';
  }
}

const NOT_VIDEO: Record<Exclude<Sniffed, { video: true }>['reason'], string> = {
  'too-short': 'empty or too short to be a video',
  'not-a-video': 'not a video',
  picture: 'a picture',
  audio: 'sound only',
};

/**
 * Finds the videos on a drive at any depth up to the limits: MP4, MOV, M4V and WebM (and Matroska/AVI,
 * which only a conversion brings in) by their first bytes, not their names; named and checksummed by
 * the shop's manifest where there is one. Everything passed over is listed with the reason.
 */
export async function scanDrive(drive: string, limits: ScanLimits = DEFAULT_SCAN_LIMITS): Promise<Scan> {
  const scan: Scan = { candidates: [], skipped: [] };
  const listed = new Map<string, UsbManifest['animations'][number]>();
  let files = 0;
  let stopped = false;

  const walk = async (dir: string, depth: number): Promise<void> => {
    const manifest = await readManifest(dir);
    if (manifest === 'invalid') {
      scan.skipped.push({
        path: join(dir, USB_MANIFEST_NAME),
        reason: 'manifest',
        detail: 'the manifest is unreadable',
      });
    } else if (manifest)
      for (const item of manifest.animations) listed.set(join(dir, ...item.file.split(/[\\/]/)), item);

    const children = await readdir(dir, { withFileTypes: true }).catch(() => null);
    if (!children) {
      scan.skipped.push({ path: dir, reason: 'unreadable', detail: 'the folder cannot be read' });
      return;
    }
    children.sort((a, b) => a.name.localeCompare(b.name));
    for (const child of children) {
      if (stopped) return;
      const path = join(dir, child.name);
      if (child.name.startsWith('.') || SKIPPED_FOLDERS.has(child.name) || isSystemClutter(child.name)) continue;
      if (child.isDirectory()) {
        if (depth + 1 > limits.maxDepth) {
          scan.skipped.push({ path, reason: 'too-deep', detail: `more than ${limits.maxDepth} folders down` });
        } else await walk(path, depth + 1);
        continue;
      }
      // Symbolic links are not followed (a link loop would never end).
      if (!child.isFile() || child.name === USB_MANIFEST_NAME) continue;
      if (++files > limits.maxFiles) {
        stopped = true;
        scan.skipped.push({ path: dir, reason: 'too-many-files', detail: `stopped after ${limits.maxFiles} files` });
        return;
      }
      const read = await readHead(path).catch(() => null);
      if (!read) {
        scan.skipped.push({ path, reason: 'unreadable', detail: 'the file cannot be read' });
        continue;
      }
      const sniffed = sniffMedia(read.head);
      if (!sniffed.video) {
        scan.skipped.push({ path, reason: 'not-a-video', detail: NOT_VIDEO[sniffed.reason] });
        continue;
      }
      scan.candidates.push({
        path,
        name: basename(child.name, extname(child.name)) || child.name,
        size: read.size,
        sniffed,
      });
    }
  };
  await walk(drive, 0);

  for (const candidate of scan.candidates) {
    const item = listed.get(candidate.path);
    if (!item) continue;
    candidate.name = item.name;
    candidate.expectedSha256 = item.sha256;
  }
  return scan;
}

/** A path as shown on screen: relative to the drive, with forward slashes. */
export function displayPath(drive: string, path: string): string {
  return relative(drive, path).split(sep).join('/');
}
