import type { ArtworkType } from '@dtm/shared/uploads';
import { convertIndexedToRgb, type DecodedPng, decode as decodePng } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';

/** The long edge of a preview, in pixels: enough for a card or a list, a few dozen KB as JPEG. */
export const PREVIEW_MAX_EDGE = 480;
const PREVIEW_QUALITY = 80;
/**
 * Pure-JS decoding holds the whole picture in memory (4 bytes per pixel) and costs CPU time in the
 * queue consumer, so larger files keep the original as their preview: a 12-megapixel phone photo
 * (about 48 MB decoded) is well inside both limits.
 */
export const PREVIEW_MAX_BYTES = 25 * 1024 * 1024;
export const PREVIEW_MAX_MEGAPIXELS = 24;

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

function decodeImage(bytes: Uint8Array, type: ArtworkType): Rgba {
  if (type === 'image/png') {
    // The size from the header (IHDR), before anything is decoded.
    const header = new DataView(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 24));
    if (header.byteLength < 24) throw new Error('not a PNG');
    if (header.getUint32(16) * header.getUint32(20) > PREVIEW_MAX_MEGAPIXELS * 1_000_000) {
      throw new Error('image too large to preview');
    }
    const png = decodePng(bytes);
    return { width: png.width, height: png.height, data: pngAsRgba(png) };
  }
  const jpeg = decodeJpeg(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: PREVIEW_MAX_MEGAPIXELS,
    maxMemoryUsageInMB: 256,
  });
  return { width: jpeg.width, height: jpeg.height, data: jpeg.data };
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
export function makePreviewJpeg(bytes: Uint8Array, type: ArtworkType): Uint8Array | null {
  if (!DECODABLE.has(type) || bytes.byteLength > PREVIEW_MAX_BYTES) return null;
  try {
    const small = downscale(decodeImage(bytes, type));
    return new Uint8Array(encodeJpeg(small, PREVIEW_QUALITY).data);
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', note: 'no preview', type, error: String(error) }));
    return null;
  }
}
