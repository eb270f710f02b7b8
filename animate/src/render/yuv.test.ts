import { describe, expect, it } from 'vitest';
import { i420Size, rgbaToI420 } from './yuv';

/** A 2x2 frame of one colour, converted: its Y, U and V. */
function convert(r: number, g: number, b: number) {
  const rgba = new Uint8Array(16);
  for (let i = 0; i < 4; i++) rgba.set([r, g, b, 255], i * 4);
  const out = rgbaToI420(rgba, 2, 2, new Uint8Array(i420Size(2, 2)));
  return [out[0], out[4], out[5]];
}

describe('RGBA to BT.709 limited-range I420', () => {
  it('puts black at 16 and white at 235, greys without colour', () => {
    expect(convert(0, 0, 0)).toEqual([16, 128, 128]);
    expect(convert(255, 255, 255)).toEqual([235, 128, 128]);
    expect(convert(128, 128, 128)).toEqual([126, 128, 128]);
  });

  it('uses BT.709’s weights (not BT.601’s) for colours', () => {
    // BT.709: red Y 63, V 240; green Y 173, U 42, V 26; blue Y 32, U 240 (BT.601 would give red Y 81).
    expect(convert(255, 0, 0)).toEqual([63, 102, 240]);
    expect(convert(0, 255, 0)).toEqual([173, 42, 26]);
    expect(convert(0, 0, 255)).toEqual([32, 240, 118]);
  });

  it('sizes odd frames with rounded-up chroma', () => {
    expect(i420Size(3, 3)).toBe(9 + 2 * 4);
    const out = rgbaToI420(new Uint8Array(3 * 3 * 4).fill(255), 3, 3, new Uint8Array(i420Size(3, 3)));
    expect(Array.from(out)).toEqual([...Array(9).fill(235), ...Array(8).fill(128)]);
  });
});
