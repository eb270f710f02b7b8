import type { RgbaImage } from '../core/types';
// Photos are shrunk to this longer side before the worker sees them: the side the engine reads at.
import { PHOTO_SIDE } from '../plans/read-drawing';

/** A picked or photographed image as RGBA pixels, upright (EXIF orientation applied) and shrunk. */
export async function loadPhoto(file: Blob): Promise<RgbaImage> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read the picture.');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  return { width, height, data };
}

/** The cut-out as a picture with transparent paper around the figure (the texture the mesh carries). */
export function cutOutCanvas(image: RgbaImage, mask: { data: Uint8Array }): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  const pixels = context.createImageData(image.width, image.height);
  pixels.data.set(image.data);
  for (let i = 0; i < mask.data.length; i++) pixels.data[i * 4 + 3] = mask.data[i] ? 255 : 0;
  context.putImageData(pixels, 0, 0);
  return canvas;
}
