import { open, readdir, readFile } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import { USB_MANIFEST_NAME, type UsbManifest, UsbManifestSchema } from '@dtm/shared/devices';
import { checkPlayable, type PlayableVerdict, SNIFF_BYTES } from '../playable.ts';

/** A video on the drive the player can copy. */
export interface Candidate {
  path: string;
  name: string;
  size: number;
  /** From the shop's manifest: the copy must have this checksum. */
  expectedSha256?: string;
}

export interface Ignored {
  path: string;
  reason: Exclude<PlayableVerdict, { playable: true }>['reason'] | 'manifest';
}

export interface Scan {
  candidates: Candidate[];
  ignored: Ignored[];
}

const MAX_DEPTH = 4;
/** System folders drives carry (macOS, Windows) that never hold the customer's videos. */
const SKIPPED_FOLDERS = new Set(['System Volume Information', '$RECYCLE.BIN', 'LOST.DIR']);

async function readHead(path: string): Promise<{ head: Uint8Array; size: number }> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return { head: buffer.subarray(0, bytesRead), size: (await handle.stat()).size };
  } finally {
    await handle.close();
  }
}

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

/**
 * Finds the videos on a drive: MP4 and WebM anywhere in the top folders (checked by their first
 * bytes, not only their names), named and checksummed by the shop's manifest where there is one.
 * Everything else is listed as ignored with the reason.
 */
export async function scanDrive(drive: string): Promise<Scan> {
  const scan: Scan = { candidates: [], ignored: [] };
  const listed = new Map<string, UsbManifest['animations'][number]>();

  const walk = async (dir: string, depth: number): Promise<void> => {
    const manifest = await readManifest(dir);
    if (manifest === 'invalid') scan.ignored.push({ path: join(dir, USB_MANIFEST_NAME), reason: 'manifest' });
    else if (manifest) for (const item of manifest.animations) listed.set(join(dir, ...item.file.split(/[\\/]/)), item);

    const children = await readdir(dir, { withFileTypes: true });
    children.sort((a, b) => a.name.localeCompare(b.name));
    for (const child of children) {
      const path = join(dir, child.name);
      if (child.name.startsWith('.') || SKIPPED_FOLDERS.has(child.name)) continue;
      if (child.isDirectory()) {
        if (depth < MAX_DEPTH) await walk(path, depth + 1);
        continue;
      }
      if (!child.isFile() || child.name === USB_MANIFEST_NAME) continue;
      const { head, size } = await readHead(path);
      const verdict = checkPlayable(child.name, head);
      if (!verdict.playable) {
        scan.ignored.push({ path, reason: verdict.reason });
        continue;
      }
      scan.candidates.push({ path, name: basename(child.name, extname(child.name)), size });
    }
  };
  await walk(drive, 1);

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
