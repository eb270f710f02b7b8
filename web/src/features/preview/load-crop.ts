import type { RgbaImage } from '@dtm/animate';

/** A part of a picture as shares of its width and height (a rig's or a recipe's figure box). */
type ShareBox = { x: number; y: number; width: number; height: number };

/**
 * The drawing at `url` (upright, as its EXIF says), its `box` cropped and scaled to `width` x
 * `height` pixels: the texture a saved preview or a studio recipe animates.
 */
export async function loadCrop(url: string, box: ShareBox, width: number, height: number): Promise<RgbaImage> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error('The drawing could not be loaded.');
  const bitmap = await createImageBitmap(await response.blob(), { imageOrientation: 'from-image' });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw the drawing.');
  context.drawImage(
    bitmap,
    box.x * bitmap.width,
    box.y * bitmap.height,
    box.width * bitmap.width,
    box.height * bitmap.height,
    0,
    0,
    width,
    height,
  );
  bitmap.close();
  return { width, height, data: context.getImageData(0, 0, width, height).data };
}
