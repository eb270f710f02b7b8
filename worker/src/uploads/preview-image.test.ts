import { encode as encodePng } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { downscale, exifOrientation, makePreviewJpeg, PREVIEW_MAX_SIDE } from './preview-image';

async function previewOf(png: Uint8Array) {
  const jpeg = await makePreviewJpeg(png, 'image/png');
  if (!jpeg) throw new Error('no preview');
  return decodeJpeg(jpeg, { useTArray: true });
}

describe('the artwork preview image', () => {
  it('reads 16-bit grey-with-alpha PNGs, laying see-through pixels on white', async () => {
    const data = new Uint16Array(100 * 50 * 2);
    for (let p = 0; p < 100 * 50; p++) data.set(p % 100 < 50 ? [0, 65535] : [0, 0], p * 2);
    const image = await previewOf(encodePng({ width: 100, height: 50, data, channels: 2, depth: 16 }));
    expect([image.width, image.height]).toEqual([100, 50]);
    expect(image.data[(25 * 100 + 10) * 4]).toBeLessThan(20);
    expect(image.data[(25 * 100 + 90) * 4]).toBeGreaterThan(240);
  });

  it('reads palette PNGs', async () => {
    const data = new Uint8Array(64 * 64).map((_, p) => (p % 64 < 32 ? 0 : 1));
    const palette: [number, number, number][] = [
      [255, 0, 0],
      [0, 0, 255],
    ];
    const image = await previewOf(encodePng({ width: 64, height: 64, data, channels: 1, depth: 8, palette }));
    const left = (32 * 64 + 5) * 4;
    const right = (32 * 64 + 60) * 4;
    expect(image.data[left]).toBeGreaterThan(200);
    expect(image.data[right + 2]).toBeGreaterThan(200);
  });

  it('averages the pixels each preview pixel covers and keeps the aspect ratio', () => {
    const data = new Uint8Array(960 * 10 * 4).map((_, i) => (i % 4 === 3 ? 255 : Math.floor(i / 4) % 2 ? 255 : 0));
    const small = downscale({ width: 960, height: 10, data });
    expect([small.width, small.height]).toEqual([480, 5]);
    expect(small.data[0]).toBe(128);
  });

  it('refuses a picture wider than PREVIEW_MAX_SIDE before allocating its rows, and still previews one just inside it', async () => {
    // 4 000 000 x 1, 16-bit RGBA: 4 megapixels (under the 40 MP cap), 32 MB a row; the decoder
    // allocated three such rows and a column table (+115 MB seen), in a Worker of 128 MB.
    const wide = encodePng({ width: 4_000_000, height: 1, depth: 16, channels: 4, data: new Uint16Array(16_000_000) });
    expect(await makePreviewJpeg(wide, 'image/png')).toBeNull();
    const inside = encodePng({
      width: PREVIEW_MAX_SIDE,
      height: 2,
      depth: 8,
      channels: 3,
      data: new Uint8Array(PREVIEW_MAX_SIDE * 2 * 3).fill(128),
    });
    const preview = await makePreviewJpeg(inside, 'image/png');
    expect(preview).not.toBeNull();
    expect(decodeJpeg(preview as Uint8Array).width).toBe(480);
  });

  it('refuses what it cannot read or should not decode', async () => {
    expect(await makePreviewJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'image/png')).toBeNull();
    expect(await makePreviewJpeg(new Uint8Array(100), 'application/pdf')).toBeNull();
  });
});

describe('a phone photo with an EXIF orientation', () => {
  /** "Exif\0\0" and a big-endian TIFF header with one IFD entry: Orientation = `value`. */
  function exifWithOrientation(value: number) {
    const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, value, 0, 0, 0, 0, 0, 0, 0, 0];
    return new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]);
  }

  it('is turned upright: a landscape sensor image tagged "rotate 90" becomes portrait, its left edge on top', async () => {
    // 200x100 pixels, the left quarter red, the rest white; tagged orientation 6 (turn 90 degrees clockwise).
    const data = new Uint8Array(200 * 100 * 4).map((_, i) => {
      const x = Math.floor(i / 4) % 200;
      return i % 4 === 3 ? 255 : x < 50 && i % 4 !== 0 ? 0 : 255;
    });
    // jpeg-js writes `exifBuffer` as the APP1 segment (its types leave the field out).
    const raw = { width: 200, height: 100, data, exifBuffer: exifWithOrientation(6) };
    const jpeg = new Uint8Array(encodeJpeg(raw, 90).data);
    const preview = await makePreviewJpeg(jpeg, 'image/jpeg');
    if (!preview) throw new Error('no preview');
    const image = decodeJpeg(preview, { useTArray: true });
    expect([image.width, image.height]).toEqual([100, 200]);
    // The red left edge of the sensor image is now the top edge.
    const top = (10 * 100 + 50) * 4;
    const bottom = (190 * 100 + 50) * 4;
    expect(image.data[top + 1]).toBeLessThan(60);
    expect(image.data[bottom + 1]).toBeGreaterThan(200);
  });

  it('reads the orientation in both byte orders and ignores what is not there', () => {
    const little = new Uint8Array([0, 0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0]);
    expect(exifOrientation(little)).toBe(8);
    expect(exifOrientation(exifWithOrientation(3).subarray(5))).toBe(3);
    expect(exifOrientation(undefined)).toBe(1);
    expect(exifOrientation(new Uint8Array([0, 1, 2]))).toBe(1);
  });
});
