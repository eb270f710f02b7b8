import { type Container, sniffMedia } from '@dtm/shared/media-sniff';

export { type Container, MEDIA_SNIFF_BYTES as SNIFF_BYTES, type Sniffed, sniffMedia } from '@dtm/shared/media-sniff';

/** Which library container the first bytes of a file announce, or null for anything the library does not store. */
export function sniffContainer(head: Uint8Array): Container | null {
  const sniffed = sniffMedia(head);
  return sniffed.video ? sniffed.container : null;
}

/** `._name.mp4` is macOS metadata that USB drives carry next to every real file; never content. */
export function isSystemClutter(fileName: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base.startsWith('._') || base === '.DS_Store' || base === 'Thumbs.db' || base === 'desktop.ini';
}
