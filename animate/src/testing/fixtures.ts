import { readFileSync } from 'node:fs';
import { decode as decodePng } from 'fast-png';
import jpeg from 'jpeg-js';
import type { Plane, RgbaImage } from '../core/types';

const DIR = new URL('../../fixtures/drawings/', import.meta.url);

/** A PNG or JPEG fixture as RGBA (JPEGs turned upright by their EXIF orientation 6, as phones save them). */
export function loadImage(path: string): RgbaImage {
  const bytes = readFileSync(new URL(path, DIR));
  if (path.endsWith('.png')) {
    const png = decodePng(bytes);
    const channels = png.channels;
    const n = png.width * png.height;
    const data = new Uint8ClampedArray(n * 4);
    for (let i = 0; i < n; i++) {
      const src = png.data;
      if (channels >= 3) {
        data[i * 4] = src[i * channels] as number;
        data[i * 4 + 1] = src[i * channels + 1] as number;
        data[i * 4 + 2] = src[i * channels + 2] as number;
      } else {
        data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = src[i * channels] as number;
      }
      data[i * 4 + 3] = channels === 4 || channels === 2 ? (src[i * channels + channels - 1] as number) : 255;
    }
    return { width: png.width, height: png.height, data };
  }
  const raw = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 1024 });
  return exifOrientation(bytes) === 6 ? rotateClockwise(raw) : raw;
}

/** A fixture mask (white = figure) as a 0/1 plane. */
export function loadMask(path: string): Plane {
  const image = loadImage(path);
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0; i < data.length; i++) data[i] = (image.data[i * 4] as number) > 127 ? 1 : 0;
  return { width: image.width, height: image.height, data };
}

/** The annotated joints of a fixture character (`char_cfg.yaml`), by name. */
export function loadSkeleton(dir: string): Record<string, { x: number; y: number }> {
  const text = readFileSync(new URL(`${dir}/char_cfg.yaml`, DIR), 'utf8');
  const joints: Record<string, { x: number; y: number }> = {};
  const pattern = /- loc:\s*\n\s*- (\d+)\s*\n\s*- (\d+)\s*\n\s*name: (\w+)/g;
  for (const match of text.matchAll(pattern)) {
    joints[match[3] as string] = { x: Number(match[1]), y: Number(match[2]) };
  }
  return joints;
}

/** The EXIF orientation tag of a JPEG, 1 when it has none. */
function exifOrientation(bytes: Uint8Array): number {
  let at = 2;
  while (at + 4 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'Exif') {
      const tiff = at + 10;
      const little = bytes[tiff] === 0x49;
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      const u16 = (o: number) => view.getUint16(tiff + o, little);
      const ifd = view.getUint32(tiff + 4, little);
      const count = u16(ifd);
      for (let i = 0; i < count; i++) {
        const entry = ifd + 2 + i * 12;
        if (u16(entry) === 0x0112) return u16(entry + 8);
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

function rotateClockwise(image: RgbaImage): RgbaImage {
  const { width, height, data } = image;
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = (x * height + (height - 1 - y)) * 4;
      out[to] = data[from] as number;
      out[to + 1] = data[from + 1] as number;
      out[to + 2] = data[from + 2] as number;
      out[to + 3] = data[from + 3] as number;
    }
  }
  return { width: height, height: width, data: out };
}
