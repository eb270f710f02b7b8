/** Containers the player's Chromium plays reliably on the frame. */
export type Container = 'mp4' | 'webm';

export type PlayableVerdict =
  | { playable: true; container: Container }
  | { playable: false; reason: 'extension' | 'too-short' | 'signature' | 'mismatch' };

/** How many leading bytes `checkPlayable` wants; the WebM DocType sits within the first ~40. */
export const SNIFF_BYTES = 64;

const EXTENSIONS: Record<string, Container> = { mp4: 'mp4', m4v: 'mp4', webm: 'webm' };
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const DOCTYPE_ID = [0x42, 0x82];

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

/** The EBML DocType string ("webm", "matroska"), or null when the header does not carry one. */
function ebmlDocType(head: Uint8Array): string | null {
  for (let i = EBML_MAGIC.length; i + 2 < head.length; i++) {
    if (!startsWith(head, DOCTYPE_ID, i)) continue;
    const sizeByte = head[i + 2] ?? 0;
    // A one-byte EBML size has its top bit set; DocTypes are short enough to always use one.
    if ((sizeByte & 0x80) === 0) return null;
    const length = sizeByte & 0x7f;
    if (i + 3 + length > head.length) return null;
    return ascii(head, i + 3, length);
  }
  return null;
}

/** Which container the first bytes of a file announce, or null for anything else. */
export function sniffContainer(head: Uint8Array): Container | null {
  // ISO BMFF: a box of at least 8 bytes whose type is `ftyp` opens the file.
  if (head.length >= 8 && ascii(head, 4, 4) === 'ftyp') {
    const boxSize = (((head[0] ?? 0) << 24) >>> 0) + ((head[1] ?? 0) << 16) + ((head[2] ?? 0) << 8) + (head[3] ?? 0);
    return boxSize >= 8 ? 'mp4' : null;
  }
  // Matroska and WebM share the EBML magic; only the DocType tells them apart.
  if (startsWith(head, EBML_MAGIC)) return ebmlDocType(head) === 'webm' ? 'webm' : null;
  return null;
}

/** Whether a file may enter the library: a known extension whose bytes say the same thing. */
export function checkPlayable(fileName: string, head: Uint8Array): PlayableVerdict {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  // `._name.mp4` is macOS metadata that USB drives carry next to every real file.
  const expected = dot > 0 && !base.startsWith('._') ? EXTENSIONS[base.slice(dot + 1).toLowerCase()] : undefined;
  if (!expected) return { playable: false, reason: 'extension' };
  if (head.length < 8) return { playable: false, reason: 'too-short' };
  const actual = sniffContainer(head);
  if (!actual) return { playable: false, reason: 'signature' };
  if (actual !== expected) return { playable: false, reason: 'mismatch' };
  return { playable: true, container: actual };
}
