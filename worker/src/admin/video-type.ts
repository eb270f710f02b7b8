import { MEDIA_SNIFF_BYTES, sniffMedia } from '@dtm/shared/media-sniff';

/** A video kind the back office accepts, as found in the file's first bytes. */
export type VideoKind = { contentType: string; extension: string };

/** Bytes enough to recognise every accepted container (the EBML doctype sits in the first few dozen). */
export const VIDEO_SNIFF_BYTES = MEDIA_SNIFF_BYTES;

const KINDS = {
  mp4: { contentType: 'video/mp4', extension: 'mp4' },
  m4v: { contentType: 'video/mp4', extension: 'mp4' },
  '3gp': { contentType: 'video/mp4', extension: 'mp4' },
  mov: { contentType: 'video/quicktime', extension: 'mov' },
  webm: { contentType: 'video/webm', extension: 'webm' },
  matroska: { contentType: 'video/x-matroska', extension: 'mkv' },
  avi: { contentType: 'video/x-msvideo', extension: 'avi' },
} as const satisfies Record<string, VideoKind>;

/**
 * MP4 and QuickTime (ISO-BMFF `ftyp`), WebM and MKV (EBML, told apart by the doctype) and AVI
 * (`RIFF....AVI `), recognised from the bytes (shared with the frame player's USB import);
 * anything else, pictures and sound in ISO-BMFF too, is null whatever its name says.
 */
export function sniffVideo(head: Uint8Array): VideoKind | null {
  const sniffed = sniffMedia(head);
  return sniffed.video ? KINDS[sniffed.family] : null;
}
