/** A video kind the back office accepts, as found in the file's first bytes. */
export type VideoKind = { contentType: string; extension: string };

/** Bytes enough to recognise every accepted container (the EBML doctype sits in the first few dozen). */
export const VIDEO_SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** ISO-BMFF brands that are pictures or sound, not video. */
const NOT_VIDEO_BRANDS = new Set([
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
  'M4A ',
  'M4B ',
  'M4P ',
  'jp2 ',
  'crx ',
]);
/** Top-level atoms an old QuickTime movie may start with (no ftyp). */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * MP4 and QuickTime (ISO-BMFF `ftyp`), WebM and MKV (EBML, told apart by the doctype) and AVI
 * (`RIFF....AVI `), recognised from the bytes; anything else is null whatever its name says.
 */
export function sniffVideo(head: Uint8Array): VideoKind | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (NOT_VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  '
      ? { contentType: 'video/quicktime', extension: 'mov' }
      : { contentType: 'video/mp4', extension: 'mp4' };
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8))) {
    return { contentType: 'video/quicktime', extension: 'mov' };
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    const text = ascii(head, 4, Math.min(head.length, VIDEO_SNIFF_BYTES));
    if (text.includes('webm')) return { contentType: 'video/webm', extension: 'webm' };
    if (text.includes('matroska')) return { contentType: 'video/x-matroska', extension: 'mkv' };
    return null;
  }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') {
    return { contentType: 'video/x-msvideo', extension: 'avi' };
  }
  return null;
}
