/** What the player can show: MP4 (ISO BMFF) and WebM (Matroska/EBML). */
export type PlayableKind = 'mp4' | 'webm';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * Decides from a file's first bytes (never its name alone) whether the player can show it.
 * The name must agree with the bytes, so a renamed file is not mistaken for a video.
 */
export function sniffPlayable(fileName: string, head: Uint8Array): PlayableKind | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (head.length >= 12 && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') {
    return extension === 'mp4' || extension === 'm4v' ? 'mp4' : null;
  }
  if (head.length >= 4 && EBML_MAGIC.every((byte, i) => head[i] === byte)) {
    return extension === 'webm' ? 'webm' : null;
  }
  return null;
}
