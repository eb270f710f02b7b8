/**
 * Changes a parent's photo of a drawing may bring, for the robustness benchmark and tests: a
 * smaller picture, a shadow across the page, a warm lamp, sensor noise, a border drawn round the
 * page (stopping where the figure is), a few scribbled words beside the figure. Each moves the
 * checked mask with the picture (only `small` changes its size).
 */
import { bounds, resizeMask } from '../core/planes';
import type { Plane, RgbaImage } from '../core/types';

/** A picture and its checked mask, moved the same way. */
export type PhotoCase = { image: RgbaImage; truth: Plane };
/** One change a parent's photo may bring. */
export type PhotoChange = (plain: PhotoCase) => PhotoCase;

const copy = (image: RgbaImage) => ({
  width: image.width,
  height: image.height,
  data: new Uint8ClampedArray(image.data),
});

/** A seeded random source, so a run is repeatable. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function smaller(side: number): PhotoChange {
  return ({ image, truth }) => {
    const scale = side / Math.max(image.width, image.height);
    if (scale >= 1) return { image, truth };
    const width = Math.round(image.width * scale);
    const height = Math.round(image.height * scale);
    const out = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const x0 = Math.floor(x / scale);
        const y0 = Math.floor(y / scale);
        const x1 = Math.max(x0 + 1, Math.floor((x + 1) / scale));
        const y1 = Math.max(y0 + 1, Math.floor((y + 1) / scale));
        const sum = [0, 0, 0, 0];
        let n = 0;
        for (let yy = y0; yy < Math.min(y1, image.height); yy++) {
          for (let xx = x0; xx < Math.min(x1, image.width); xx++) {
            const p = (yy * image.width + xx) * 4;
            for (let c = 0; c < 4; c++) sum[c] = (sum[c] as number) + (image.data[p + c] as number);
            n++;
          }
        }
        for (let c = 0; c < 4; c++) out[(y * width + x) * 4 + c] = (sum[c] as number) / Math.max(1, n);
      }
    }
    return { image: { width, height, data: out }, truth: resizeMask(truth, width, height) };
  };
}

/** Multiplies the colours: `gain(x, y)` per channel. */
function lit(gain: (x: number, y: number, w: number, h: number) => [number, number, number]): PhotoChange {
  return ({ image, truth }) => {
    const out = copy(image);
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const g = gain(x, y, image.width, image.height);
        const p = (y * image.width + x) * 4;
        for (let c = 0; c < 3; c++) out.data[p + c] = (out.data[p + c] as number) * (g[c] as number);
      }
    }
    return { image: out, truth };
  };
}

const shadow = lit((x, y, w, h) => {
  const g = 1 - 0.3 * ((x / w + y / h) / 2);
  return [g, g, g];
});
const warm = lit(() => [1, 0.93, 0.78]);

const noise: PhotoChange = ({ image, truth }) => {
  const out = copy(image);
  const rnd = random(7);
  for (let p = 0; p < out.data.length; p += 4) {
    const n = (rnd() + rnd() + rnd() - 1.5) * 16;
    for (let c = 0; c < 3; c++) out.data[p + c] = (out.data[p + c] as number) + n;
  }
  return { image: out, truth };
};

/** Paints a dark round pen dot of radius `r`. */
function dot(image: RgbaImage, cx: number, cy: number, r: number, ink: number) {
  for (let y = Math.floor(cy - r); y <= cy + r; y++) {
    for (let x = Math.floor(cx - r); x <= cx + r; x++) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height || (x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
      const p = (y * image.width + x) * 4;
      for (let c = 0; c < 3; c++) image.data[p + c] = ink;
    }
  }
}

const border: PhotoChange = ({ image, truth }) => {
  const out = copy(image);
  const inset = Math.round(0.025 * Math.min(image.width, image.height));
  const r = Math.max(1.5, Math.min(image.width, image.height) / 300);
  const x0 = inset;
  const y0 = inset;
  const x1 = image.width - 1 - inset;
  const y1 = image.height - 1 - inset;
  for (let x = x0; x <= x1; x += 1) {
    dot(out, x, y0, r, 40);
    dot(out, x, y1, r, 40);
  }
  for (let y = y0; y <= y1; y += 1) {
    dot(out, x0, y, r, 40);
    dot(out, x1, y, r, 40);
  }
  // The figure is never under the border: where the figure reached the edge, the border stops short.
  const t = truth.data;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const p = y * image.width + x;
      if (t[p]) for (let c = 0; c < 4; c++) out.data[p * 4 + c] = image.data[p * 4 + c] as number;
    }
  }
  return { image: out, truth };
};

/** Three short scribbled words in the widest empty band beside the figure (above, below or to a side). */
const writing: PhotoChange = ({ image, truth }) => {
  const out = copy(image);
  const box = bounds(truth);
  if (!box) return { image, truth };
  const gap = Math.round(0.03 * Math.max(image.width, image.height));
  const bands = [
    { x0: 0, y0: 0, x1: image.width, y1: box.y0 - gap },
    { x0: 0, y0: box.y1 + gap, x1: image.width, y1: image.height },
  ].filter((b) => b.y1 - b.y0 > 0.06 * image.height);
  const band = bands.sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))[0];
  if (!band) return { image, truth };
  const h = Math.min(0.08 * image.height, (band.y1 - band.y0) * 0.6);
  const cy = (band.y0 + band.y1) / 2;
  const r = Math.max(1.2, h / 18);
  const rnd = random(11);
  let x = image.width * 0.15;
  for (let word = 0; word < 3; word++) {
    const letters = 3 + Math.floor(rnd() * 3);
    for (let l = 0; l < letters; l++) {
      const w = h * (0.5 + 0.3 * rnd());
      for (let s = 0; s <= 1; s += 0.01) {
        dot(out, x + s * w, cy + (h / 2) * Math.sin(s * Math.PI * 2 * (1 + (l % 2))) * (0.6 + 0.4 * rnd()), r, 50);
      }
      x += w * 1.1;
    }
    x += h;
  }
  return { image: out, truth };
};

/** Ruled school paper: pale blue lines across the whole page, under the drawing. */
const ruled: PhotoChange = ({ image, truth }) => {
  const out = copy(image);
  const step = Math.max(8, Math.round(0.04 * image.height));
  const half = Math.max(0.8, image.height / 900);
  for (let y = 0; y < image.height; y++) {
    const d = Math.abs(((y + step / 2) % step) - step / 2);
    if (d > half) continue;
    for (let x = 0; x < image.width; x++) {
      const p = y * image.width + x;
      if (truth.data[p]) continue;
      const q = p * 4;
      out.data[q] = (out.data[q] as number) * 0.72;
      out.data[q + 1] = (out.data[q + 1] as number) * 0.8;
      out.data[q + 2] = (out.data[q + 2] as number) * 0.95;
    }
  }
  return { image: out, truth };
};

/** A phone photo a little out of focus: a box blur over a 300th of the longer side. */
const blur: PhotoChange = ({ image, truth }) => {
  const r = Math.max(1, Math.round(Math.max(image.width, image.height) / 300));
  let from = copy(image);
  for (const horizontal of [true, false]) {
    const out = copy(from);
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const sum = [0, 0, 0];
        let n = 0;
        for (let k = -r; k <= r; k++) {
          const xx = horizontal ? x + k : x;
          const yy = horizontal ? y : y + k;
          if (xx < 0 || yy < 0 || xx >= image.width || yy >= image.height) continue;
          const p = (yy * image.width + xx) * 4;
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (from.data[p + c] as number);
          n++;
        }
        const q = (y * image.width + x) * 4;
        for (let c = 0; c < 3; c++) out.data[q + c] = (sum[c] as number) / n;
      }
    }
    from = out;
  }
  return { image: from, truth };
};

export const PHOTO_CHANGES: Record<string, PhotoChange> = {
  ruled,
  blur,
  small: smaller(640),
  shadow,
  warm,
  noise,
  border,
  writing,
};
