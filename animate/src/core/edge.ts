import { distanceToEdge } from './distance';
import { boxMeans } from './morphology';
import { fillEnclosed } from './regions';
import type { Plane, RgbaImage } from './types';

/** The mean of the (2r+1)^2 box around each pixel of a gray plane (clipped at the picture's edge). */
export function localMean(gray: Plane, radius: number): Float32Array {
  const out = new Float32Array(gray.width * gray.height);
  boxMeans(gray, radius, (y, means) => out.set(means, y * gray.width));
  return out;
}

export type InkTest = {
  /** Darkest-channel gray of the picture, not smoothed. */
  gray: Plane;
  /** The paper's level around each pixel (a local mean). */
  paper: Float32Array;
  image: RgbaImage;
  /** How much darker than the paper a pixel must be to be ink (gray levels). */
  offset: number;
  /** Max minus min channel from which a pixel is crayon colour. */
  chroma: number;
};

/**
 * Takes off the rim of paper that the joining of strokes (close and dilate) left around the figure:
 * from the outside in, pixels that are neither ink nor crayon colour, at most `depth` pixels deep,
 * so the outline hugs the strokes. `keep` marks pixels that stay (where a close bridged a broken
 * stroke: peeling there would notch the figure through the gap).
 */
export function hugStrokes(mask: Plane, ink: InkTest, keep: (i: number) => boolean, depth: number): Plane {
  const { width, height } = mask;
  const inside = distanceToEdge(mask);
  const { gray, paper, image, offset, chroma } = ink;
  const isPaper = (i: number) => {
    if ((gray.data[i] as number) < (paper[i] as number) - offset) return false;
    const p = i * 4;
    const r = image.data[p] as number;
    const g = image.data[p + 1] as number;
    const b = image.data[p + 2] as number;
    return Math.max(r, g, b) - Math.min(r, g, b) <= chroma;
  };
  const out: Plane = { width, height, data: mask.data.slice() };
  const stack = new Int32Array(width * height);
  let top = 0;
  const visit = (i: number) => {
    if (!out.data[i] || (inside[i] as number) > depth || keep(i) || !isPaper(i)) return;
    out.data[i] = 0;
    stack[top++] = i;
  };
  // Seeds: figure pixels next to the paper round the figure (not a hole in it, nor the picture's
  // edge: a figure the crop cuts).
  const filled = fillEnclosed(mask).data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask.data[i]) continue;
      const nextToOutside =
        (x > 0 && !filled[i - 1]) ||
        (x < width - 1 && !filled[i + 1]) ||
        (y > 0 && !filled[i - width]) ||
        (y < height - 1 && !filled[i + width]);
      if (nextToOutside) visit(i);
    }
  }
  while (top > 0) {
    const i = stack[--top] as number;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < width * (height - 1)) visit(i + width);
  }
  return out;
}
