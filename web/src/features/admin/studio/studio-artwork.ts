import type { OrderArtworkFile } from '@dtm/shared/uploads';

/** The pictures a browser decodes itself: the ones the instant preview can start from. */
const DRAWABLE: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The address a drawing is read from: the original upload for a picture the browser decodes (the
 * file the parent's preview was cut out of, shrunk to the preview's size by `loadPhoto`), the
 * server's picture otherwise. The server's picture of a PNG or JPEG is a 480 px JPEG for cards and
 * lists: cut out of, it lost legs and filled parts, and textures cropped from it came out blurred.
 */
export function fileUrl(file: OrderArtworkFile): string {
  return DRAWABLE.includes(file.type) ? file.viewUrl : (file.previewUrl ?? file.viewUrl);
}

/** The drawing an automatic start cuts out: the first picture the preview could start from, as it would. */
export function firstDrawing(files: readonly OrderArtworkFile[]): OrderArtworkFile | null {
  return files.find((file) => DRAWABLE.includes(file.type)) ?? files[0] ?? null;
}
