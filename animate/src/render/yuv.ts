/**
 * RGBA to I420 (Y plane, then U and V at half size) in BT.709's limited range (Y 16-235, U and V
 * 16-240): what video players expect unless a file says otherwise, and what the encoder is told the
 * frames are (see CLIP_COLOR_SPACE). Converted here rather than by the browser's encoder, which
 * converts RGBA as BT.601 and tags the file however it likes (full-range 601 in Chromium): a frame's
 * hardware decoder then shows crushed or washed-out colours. Integer arithmetic with 16 fractional
 * bits, so the same pixels give the same bytes on every machine.
 */

/** How the clip's frames are coded: BT.709 primaries, transfer and matrix, limited range. */
export const CLIP_COLOR_SPACE = { primaries: 'bt709', transfer: 'bt709', matrix: 'bt709', fullRange: false } as const;

// Y = 16 + 219 * (0.2126 R + 0.7152 G + 0.0722 B) / 255, and
// U = 128 + 224 * (B - Y') / 1.8556 / 255, V = 128 + 224 * (R - Y') / 1.5748 / 255 (Y' the unscaled luma).
const S = 1 << 16;
const YR = Math.round(((219 * 0.2126) / 255) * S);
const YG = Math.round(((219 * 0.7152) / 255) * S);
const YB = Math.round(((219 * 0.0722) / 255) * S);
const UR = Math.round(((-224 * 0.2126) / 1.8556 / 255) * S);
const UG = Math.round(((-224 * 0.7152) / 1.8556 / 255) * S);
const UB = Math.round(((224 * (1 - 0.0722)) / 1.8556 / 255) * S);
const VR = Math.round(((224 * (1 - 0.2126)) / 1.5748 / 255) * S);
const VG = Math.round(((-224 * 0.7152) / 1.5748 / 255) * S);
const VB = Math.round(((-224 * 0.0722) / 1.5748 / 255) * S);
const HALF = S >> 1;

/** Bytes an I420 frame of this size takes. */
export function i420Size(width: number, height: number): number {
  const cw = (width + 1) >> 1;
  const ch = (height + 1) >> 1;
  return width * height + 2 * cw * ch;
}

/** Converts `rgba` (width x height, top row first; alpha ignored) into `out` (i420Size bytes). */
export function rgbaToI420(rgba: ArrayLike<number>, width: number, height: number, out: Uint8Array): Uint8Array {
  const cw = (width + 1) >> 1;
  const ch = (height + 1) >> 1;
  const uAt = width * height;
  const vAt = uAt + cw * ch;
  for (let y = 0; y < height; y++) {
    let p = y * width * 4;
    let o = y * width;
    for (let x = 0; x < width; x++, p += 4, o++) {
      out[o] =
        (16 * S + YR * (rgba[p] as number) + YG * (rgba[p + 1] as number) + YB * (rgba[p + 2] as number) + HALF) >> 16;
    }
  }
  // Chroma from the mean of each 2x2 block (the last row or column alone where the size is odd).
  for (let cy = 0; cy < ch; cy++) {
    const y0 = cy * 2;
    const y1 = Math.min(height - 1, y0 + 1);
    for (let cx = 0; cx < cw; cx++) {
      const x0 = cx * 2;
      const x1 = Math.min(width - 1, x0 + 1);
      const a = (y0 * width + x0) * 4;
      const b = (y0 * width + x1) * 4;
      const c = (y1 * width + x0) * 4;
      const d = (y1 * width + x1) * 4;
      const r = ((rgba[a] as number) + (rgba[b] as number) + (rgba[c] as number) + (rgba[d] as number)) / 4;
      const g =
        ((rgba[a + 1] as number) + (rgba[b + 1] as number) + (rgba[c + 1] as number) + (rgba[d + 1] as number)) / 4;
      const bl =
        ((rgba[a + 2] as number) + (rgba[b + 2] as number) + (rgba[c + 2] as number) + (rgba[d + 2] as number)) / 4;
      const i = cy * cw + cx;
      out[uAt + i] = (128 * S + UR * r + UG * g + UB * bl + HALF) >> 16;
      out[vAt + i] = (128 * S + VR * r + VG * g + VB * bl + HALF) >> 16;
    }
  }
  return out;
}
