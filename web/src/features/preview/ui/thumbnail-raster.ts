/**
 * Draws a thumbnail's textured mesh into RGBA pixels in plain JavaScript (no canvas, no WebGL
 * context: a page may show a dozen thumbnails, and browsers keep only about 16 WebGL contexts).
 * The texture is the cut-out shrunk to the thumbnail's scale once, so each pixel reads a few
 * texels and a frame of a 160 px thumbnail costs a fraction of a millisecond.
 */

import type { Plane, RgbaImage } from '@dtm/animate';
import { PAPER } from '@dtm/animate/render';
import type { ThumbnailPlacement } from './thumbnail-pose';

/** The cut-out at the thumbnail's scale, premultiplied (transparent where the mask is not). */
export type ThumbnailTexture = { width: number; height: number; data: Float32Array; scale: number };

/** The paper behind a thumbnail, as the stage's (0..255). */
export const PAPER_RGB = PAPER.map((c) => Math.round(c * 255)) as [number, number, number];

/**
 * The cut-out shrunk by `placement.scale` (each texel the mean of the pixels it covers), colour
 * premultiplied by the mask: the texel under mask pixel (x, y) is (x, y) times `scale`.
 */
export function thumbnailTexture(image: RgbaImage, mask: Plane, placement: ThumbnailPlacement): ThumbnailTexture {
  const scale = Math.min(1, placement.scale);
  const width = Math.max(1, Math.ceil(mask.width * scale));
  const height = Math.max(1, Math.ceil(mask.height * scale));
  const sums = new Float32Array(width * height * 4);
  const counts = new Float32Array(width * height);
  for (let y = 0; y < mask.height; y++) {
    const ty = Math.min(height - 1, Math.floor(y * scale));
    for (let x = 0; x < mask.width; x++) {
      const t = ty * width + Math.min(width - 1, Math.floor(x * scale));
      counts[t] = (counts[t] as number) + 1;
      if (!mask.data[y * mask.width + x]) continue;
      const s = (y * image.width + x) * 4;
      sums[4 * t] = (sums[4 * t] as number) + (image.data[s] as number);
      sums[4 * t + 1] = (sums[4 * t + 1] as number) + (image.data[s + 1] as number);
      sums[4 * t + 2] = (sums[4 * t + 2] as number) + (image.data[s + 2] as number);
      sums[4 * t + 3] = (sums[4 * t + 3] as number) + 255;
    }
  }
  for (let t = 0; t < counts.length; t++) {
    const c = counts[t] as number;
    if (c > 0) for (let k = 0; k < 4; k++) sums[4 * t + k] = (sums[4 * t + k] as number) / c;
  }
  return { width, height, data: sums, scale };
}

/** Fills `out` (RGBA, `size` x `size`) with the paper colour. */
export function clearThumbnail(out: Uint8ClampedArray): void {
  const [r, g, b] = PAPER_RGB;
  for (let p = 0; p < out.length; p += 4) {
    out[p] = r;
    out[p + 1] = g;
    out[p + 2] = b;
    out[p + 3] = 255;
  }
}

/**
 * Draws the mesh's triangles (in their order) over `out` (RGBA, `size` x `size`, opaque): vertex i
 * lies at `positions` (thumbnail pixels) and reads the texture where it was drawn (`rest`, mask pixels).
 */
export function drawThumbnail(
  out: Uint8ClampedArray,
  size: number,
  texture: ThumbnailTexture,
  triangles: Uint32Array,
  rest: Float64Array,
  positions: Float64Array,
): void {
  const { width: tw, height: th, data: tex, scale: ts } = texture;
  for (let k = 0; k < triangles.length; k += 3) {
    const a = triangles[k] as number;
    const b = triangles[k + 1] as number;
    const c = triangles[k + 2] as number;
    const x0 = positions[2 * a] as number;
    const y0 = positions[2 * a + 1] as number;
    const x1 = positions[2 * b] as number;
    const y1 = positions[2 * b + 1] as number;
    const x2 = positions[2 * c] as number;
    const y2 = positions[2 * c + 1] as number;
    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (Math.abs(area) < 1e-9) continue;
    const inv = 1 / area;
    const u0 = (rest[2 * a] as number) * ts - 0.5;
    const v0 = (rest[2 * a + 1] as number) * ts - 0.5;
    const u1 = (rest[2 * b] as number) * ts - 0.5;
    const v1 = (rest[2 * b + 1] as number) * ts - 0.5;
    const u2 = (rest[2 * c] as number) * ts - 0.5;
    const v2 = (rest[2 * c + 1] as number) * ts - 0.5;
    const left = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
    const right = Math.min(size - 1, Math.ceil(Math.max(x0, x1, x2)));
    const top = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
    const bottom = Math.min(size - 1, Math.ceil(Math.max(y0, y1, y2)));
    // The barycentric weights of b and c step by constants along a row.
    const dbx = (y2 - y0) * inv;
    const dcx = -(y1 - y0) * inv;
    for (let py = top; py <= bottom; py++) {
      const cy = py + 0.5;
      const sx = left + 0.5;
      let wb = ((sx - x0) * (y2 - y0) - (x2 - x0) * (cy - y0)) * inv;
      let wc = ((x1 - x0) * (cy - y0) - (sx - x0) * (y1 - y0)) * inv;
      let entered = false;
      for (let px = left; px <= right; px++, wb += dbx, wc += dcx) {
        // A pixel on a shared edge is drawn by both triangles (a hair's overlap instead of a seam).
        const wa = 1 - wb - wc;
        if (wa < -1e-6 || wb < -1e-6 || wc < -1e-6) {
          // A triangle is convex: past its far edge, nothing more of this row is inside.
          if (entered) break;
          continue;
        }
        entered = true;
        const u = Math.min(tw - 1, Math.max(0, wa * u0 + wb * u1 + wc * u2));
        const v = Math.min(th - 1, Math.max(0, wa * v0 + wb * v1 + wc * v2));
        const iu = Math.min(tw - 2, Math.floor(u));
        const iv = Math.min(th - 2, Math.floor(v));
        const fu = tw > 1 ? u - iu : 0;
        const fv = th > 1 ? v - iv : 0;
        const t00 = (Math.max(0, iv) * tw + Math.max(0, iu)) * 4;
        const t10 = t00 + (tw > 1 ? 4 : 0);
        const t01 = t00 + (th > 1 ? tw * 4 : 0);
        const t11 = t01 + (tw > 1 ? 4 : 0);
        const w00 = (1 - fu) * (1 - fv);
        const w10 = fu * (1 - fv);
        const w01 = (1 - fu) * fv;
        const w11 = fu * fv;
        const alpha =
          ((tex[t00 + 3] as number) * w00 +
            (tex[t10 + 3] as number) * w10 +
            (tex[t01 + 3] as number) * w01 +
            (tex[t11 + 3] as number) * w11) /
          255;
        if (alpha <= 0.004) continue;
        const o = (py * size + px) * 4;
        const keep = 1 - alpha;
        for (let ch = 0; ch < 3; ch++) {
          const colour =
            (tex[t00 + ch] as number) * w00 +
            (tex[t10 + ch] as number) * w10 +
            (tex[t01 + ch] as number) * w01 +
            (tex[t11 + ch] as number) * w11;
          out[o + ch] = colour + (out[o + ch] as number) * keep;
        }
      }
    }
  }
}
