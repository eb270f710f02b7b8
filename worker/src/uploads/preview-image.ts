import type { ArtworkType } from '@dtm/shared/uploads';
import { convertIndexedToRgb, type DecodedPng, decode as decodePng } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { type ImageSize, jpegSize, pngSize } from './image-header';
import { pngParts, streamedPngPreview } from './png-stream';

/** The long edge of a preview, in pixels: enough for a card or a list, a few dozen KB as JPEG. */
export const PREVIEW_MAX_EDGE = 480;
const PREVIEW_QUALITY = 80;
/** Larger files keep the original as their preview (the bytes themselves are held in memory). */
export const PREVIEW_MAX_BYTES = 25 * 1024 * 1024;
/**
 * A Worker has 128 MB for everything, and the size a header declares costs nothing to send (a
 * 24-megapixel PNG of one colour is 68 KB). So the size is read from the header before any
 * decoding, and what is over these limits keeps the original as its preview:
 * - a non-interlaced PNG is shrunk while it is inflated, row by row (png-stream.ts): its memory
 *   stays small whatever its size, its CPU time grows with the pixels;
 * - a JPEG (jpeg-js) or an interlaced PNG (fast-png) is decoded whole: in Node a 12 MP photo
 *   took 300 MB and a 1600x1200 one about 80 MB at the peak (tools/bench/artwork-job-bench.ts),
 *   so only pictures up to about that size are decoded.
 */
export const STREAMED_MAX_MEGAPIXELS = 40;
export const DECODED_MAX_MEGAPIXELS = 2;
/**
 * The longest side a preview is made of: the decoders allocate buffers as wide as a row (the
 * streamed PNG three of them), so pixels alone do not bound the memory. A 40 000 000 x 1 16-bit
 * PNG passes the pixel cap and asked for about 1 GB of row buffers; at 32 768 px the rows of the
 * widest PNG (16-bit RGBA) take 256 KB each. No photo or scan of a drawing is wider.
 */
export const PREVIEW_MAX_SIDE = 32_768;

/** The decodable types; WebP is shown by browsers as it is, PDF and HEIC get no preview. */
export const DECODABLE = new Set<ArtworkType>(['image/png', 'image/jpeg']);

export function previewKeyFor(orderId: string, fileId: string): string {
  return `previews/${orderId}/${fileId}.jpg`;
}

/** Pixels as 8-bit RGBA, whatever the PNG's colour type and depth. */
function pngAsRgba(png: DecodedPng): Uint8Array {
  const pixels = png.width * png.height;
  const indexed = png.palette !== undefined;
  const data = indexed ? convertIndexedToRgb(png) : png.data;
  const channels = indexed ? data.length / pixels : png.channels;
  const shift = !indexed && png.depth === 16 ? 8 : 0;
  const rgba = new Uint8Array(pixels * 4);
  for (let p = 0; p < pixels; p++) {
    const at = p * channels;
    const value = (offset: number) => (data[at + offset] ?? 0) >> shift;
    const gray = channels <= 2;
    rgba[p * 4] = value(0);
    rgba[p * 4 + 1] = gray ? value(0) : value(1);
    rgba[p * 4 + 2] = gray ? value(0) : value(2);
    rgba[p * 4 + 3] = channels === 2 ? value(1) : channels === 4 ? value(3) : 255;
  }
  return rgba;
}

type Rgba = { width: number; height: number; data: Uint8Array };

/** The EXIF orientation (1-8) of a JPEG's APP1 data as jpeg-js hands it over, 1 when there is none. */
export function exifOrientation(exif: Uint8Array | undefined): number {
  if (!exif) return 1;
  const start = exif[0] === 0 ? 1 : 0; // jpeg-js keeps the second NUL of "Exif\0\0"
  if (exif.byteLength < start + 8) return 1;
  const view = new DataView(exif.buffer, exif.byteOffset + start, exif.byteLength - start);
  const little = view.getUint16(0) === 0x4949;
  if (!little && view.getUint16(0) !== 0x4d4d) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > view.byteLength) return 1;
  const count = view.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > view.byteLength) return 1;
    if (view.getUint16(at, little) === 0x0112) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Turns and mirrors pixels as the EXIF orientation says, so a phone's portrait photo stays upright. */
export function orient(image: Rgba, orientation: number): Rgba {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const source: Record<number, (x: number, y: number) => [number, number]> = {
    2: (x, y) => [w - 1 - x, y],
    3: (x, y) => [w - 1 - x, h - 1 - y],
    4: (x, y) => [x, h - 1 - y],
    5: (x, y) => [y, x],
    6: (x, y) => [y, h - 1 - x],
    7: (x, y) => [w - 1 - y, h - 1 - x],
    8: (x, y) => [w - 1 - y, x],
  };
  const from = source[orientation] ?? ((x: number, y: number) => [x, y]);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = from(x, y);
      data.set(image.data.subarray((sy * w + sx) * 4, (sy * w + sx) * 4 + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** Throws unless the header declares a size, and one within `megapixels`. */
/** Refuses, before any allocation, a picture over `megapixels` or with a side over PREVIEW_MAX_SIDE. */
function checkSize(size: ImageSize | null, megapixels: number): void {
  if (!size || size.width === 0 || size.height === 0) throw new Error('no image size in the header');
  if (
    size.width * size.height > megapixels * 1_000_000 ||
    size.width > PREVIEW_MAX_SIDE ||
    size.height > PREVIEW_MAX_SIDE
  ) {
    throw new Error(`image too large to preview: ${size.width}x${size.height}`);
  }
}

/** The whole picture as RGBA, only for sizes the header shows to be within DECODED_MAX_MEGAPIXELS. */
function decodeImage(bytes: Uint8Array, type: ArtworkType): Rgba & { orientation: number } {
  if (type === 'image/png') {
    checkSize(pngSize(bytes), DECODED_MAX_MEGAPIXELS);
    const png = decodePng(bytes);
    return { width: png.width, height: png.height, data: pngAsRgba(png), orientation: 1 };
  }
  checkSize(jpegSize(bytes), DECODED_MAX_MEGAPIXELS);
  const jpeg = decodeJpeg(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: DECODED_MAX_MEGAPIXELS,
    maxMemoryUsageInMB: 96,
  });
  const exif = (jpeg as { exifBuffer?: Uint8Array }).exifBuffer;
  return { width: jpeg.width, height: jpeg.height, data: jpeg.data, orientation: exifOrientation(exif) };
}

/** The preview's pixels: a PNG streamed when it can be, anything else decoded whole within the limits. */
async function previewPixels(bytes: Uint8Array, type: ArtworkType): Promise<Rgba> {
  const parts = type === 'image/png' ? pngParts(bytes) : null;
  if (parts && !parts.interlaced) {
    checkSize(parts, STREAMED_MAX_MEGAPIXELS);
    return streamedPngPreview(parts, PREVIEW_MAX_EDGE);
  }
  const image = decodeImage(bytes, type);
  return orient(downscale(image), image.orientation);
}

/**
 * Area-average downscale (each preview pixel is the mean of the source pixels it covers), with
 * transparency laid over white paper, as the drawing would look printed.
 */
export function downscale(image: Rgba, maxEdge = PREVIEW_MAX_EDGE): Rgba {
  const scale = Math.max(1, Math.max(image.width, image.height) / maxEdge);
  const width = Math.max(1, Math.round(image.width / scale));
  const height = Math.max(1, Math.round(image.height / scale));
  const out = new Uint8Array(width * height * 4);
  for (let ty = 0; ty < height; ty++) {
    const y0 = Math.floor((ty * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((ty + 1) * image.height) / height));
    for (let tx = 0; tx < width; tx++) {
      const x0 = Math.floor((tx * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((tx + 1) * image.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const at = (y * image.width + x) * 4;
          const alpha = (image.data[at + 3] ?? 255) / 255;
          const paper = 255 * (1 - alpha);
          r += (image.data[at] ?? 0) * alpha + paper;
          g += (image.data[at + 1] ?? 0) * alpha + paper;
          b += (image.data[at + 2] ?? 0) * alpha + paper;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const to = (ty * width + tx) * 4;
      out[to] = Math.round(r / count);
      out[to + 1] = Math.round(g / count);
      out[to + 2] = Math.round(b / count);
      out[to + 3] = 255;
    }
  }
  return { width, height, data: out };
}

/**
 * A small JPEG of a PNG or JPEG artwork, or null when none can be made (another type, a file
 * too large to decode here, or bytes that do not decode): the caller then shows the original.
 */
export async function makePreviewJpeg(bytes: Uint8Array, type: ArtworkType): Promise<Uint8Array | null> {
  if (!DECODABLE.has(type) || bytes.byteLength > PREVIEW_MAX_BYTES) return null;
  try {
    const small = await previewPixels(bytes, type);
    return new Uint8Array(encodeJpeg(small, PREVIEW_QUALITY).data);
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', note: 'no preview', type, error: String(error) }));
    return null;
  }
}
