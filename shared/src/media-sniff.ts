/**
 * What a file is by its first bytes, whatever its name: the back office's video upload and the
 * frame player's USB import both judge files here.
 */

/** Containers Chromium plays reliably (MOV and M4V are stored as `mp4`: same ISO-BMFF family). */
export type Container = 'mp4' | 'webm';

/** What the first bytes of a file say it is, whatever its name. */
export type Sniffed =
  | { video: true; container: Container; family: 'mp4' | 'mov' | 'm4v' | '3gp' | 'webm'; brand: string | null }
  /** A video container Chromium does not play (Matroska, AVI): only a conversion brings it in. */
  | { video: true; container: null; family: 'matroska' | 'avi'; brand: null }
  | { video: false; reason: 'too-short' | 'not-a-video' | 'picture' | 'audio' };

/** How many leading bytes the sniffers want; the WebM DocType sits within the first ~40. */
export const MEDIA_SNIFF_BYTES = 64;

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const DOCTYPE_ID = [0x42, 0x82];
/** HEIF/AVIF pictures (iPhone photos) are ISO-BMFF too: their brand gives them away. */
const PICTURE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'avci',
  'jp2 ',
  'crx ',
]);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** Top-level boxes an old QuickTime file may open with instead of `ftyp`. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function uint32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) >>> 0) + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0)
  );
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

function familyOfBrand(brand: string): 'mp4' | 'mov' | 'm4v' | '3gp' {
  if (brand === 'qt  ') return 'mov';
  if (brand.startsWith('M4V')) return 'm4v';
  if (brand.startsWith('3g')) return '3gp';
  return 'mp4';
}

/** What a file is by its first bytes: MP4/MOV/M4V by the `ftyp` box and its brand, WebM by its EBML DocType. */
export function sniffMedia(head: Uint8Array): Sniffed {
  if (head.length < 8) return { video: false, reason: 'too-short' };
  const boxType = ascii(head, 4, 4);
  if (boxType === 'ftyp') {
    if (uint32(head, 0) < 12 || head.length < 12) return { video: false, reason: 'not-a-video' };
    const brand = ascii(head, 8, 4);
    if (PICTURE_BRANDS.has(brand)) return { video: false, reason: 'picture' };
    if (AUDIO_BRANDS.has(brand)) return { video: false, reason: 'audio' };
    return { video: true, container: 'mp4', family: familyOfBrand(brand), brand };
  }
  // Pre-2000s QuickTime files have no ftyp; a plausible first box of a known type is enough here
  // (the probe then has to find a video track in `moov`).
  if (QUICKTIME_FIRST_BOXES.has(boxType) && uint32(head, 0) >= 8) {
    return { video: true, container: 'mp4', family: 'mov', brand: null };
  }
  // Matroska and WebM share the EBML magic; only the DocType tells them apart.
  if (startsWith(head, EBML_MAGIC)) {
    const docType = ebmlDocType(head);
    if (docType === 'webm') return { video: true, container: 'webm', family: 'webm', brand: null };
    if (docType === 'matroska') return { video: true, container: null, family: 'matroska', brand: null };
    return { video: false, reason: 'not-a-video' };
  }
  if (ascii(head, 0, 4) === 'RIFF' && head.length >= 12 && ascii(head, 8, 4) === 'AVI ') {
    return { video: true, container: null, family: 'avi', brand: null };
  }
  return { video: false, reason: 'not-a-video' };
}
