/** Photographs a painted page: perspective, the table round the paper, shadows, light, sensor noise. */
import type { Page, Rgb } from './paint';
import { between, fbm, hash, noise, type Pt, random } from './shapes';

export type Mat3 = number[];

/** The projective map taking the four `from` points to the four `to` points. */
export function homography(from: Pt[], to: Pt[]): Mat3 {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Pt;
    const [u, v] = to[i] as Pt;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let best = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]?.[c] as number) > Math.abs(a[best]?.[c] as number)) best = r;
    [a[c], a[best]] = [a[best] as number[], a[c] as number[]];
    const row = a[c] as number[];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const other = a[r] as number[];
      const f = (other[c] as number) / (row[c] as number);
      for (let k = c; k < 9; k++) other[k] = (other[k] as number) - f * (row[k] as number);
    }
  }
  const h = a.map((row, i) => (row[8] as number) / (row[i] as number));
  return [...h, 1];
}

export function apply(m: Mat3, p: Pt): Pt {
  const w = (m[6] as number) * p[0] + (m[7] as number) * p[1] + (m[8] as number);
  return [
    ((m[0] as number) * p[0] + (m[1] as number) * p[1] + (m[2] as number)) / w,
    ((m[3] as number) * p[0] + (m[4] as number) * p[1] + (m[5] as number)) / w,
  ];
}

export function invert(m: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A,
    -(b * i - c * h),
    b * f - c * e,
    B,
    a * i - c * g,
    -(a * f - c * d),
    C,
    -(a * h - b * g),
    a * e - b * d,
  ].map((v) => v / det);
}

export type Stage = {
  width: number;
  height: number;
  /** Page pixels to photo pixels. */
  view: Mat3;
  table: 'wood' | 'grey' | 'white';
  /** A soft cast shadow (the phone, a hand) over part of the photo, or none. */
  shadow: { x: number; y: number; r: number; strength: number } | null;
  seed: number;
};

export type Photo = { width: number; height: number; rgb: Uint8Array; mask: Uint8Array };

function tableColour(kind: Stage['table'], x: number, y: number, seed: number): Rgb {
  if (kind === 'wood') {
    const grain = Math.sin(y * 0.045 + fbm(x / 260, y / 30, seed) * 9) * 0.5 + 0.5;
    const k = 0.8 + 0.25 * grain + (fbm(x / 8, y / 2, seed + 3) - 0.5) * 0.12;
    return [150 * k, 102 * k, 62 * k];
  }
  const k = 1 + (fbm(x / 6, y / 6, seed + 5) - 0.5) * 0.08;
  return kind === 'grey' ? [88 * k, 92 * k, 98 * k] : [214 * k, 210 * k, 202 * k];
}

/** The photo of the page as `stage` says, with the figure's mask carried along. */
export function photograph(page: Page, stage: Stage): Photo {
  const { width, height, seed } = stage;
  const rand = random(seed);
  const back = invert(stage.view);
  const light = { angle: between(rand, 0, Math.PI * 2), low: between(rand, 0.8, 0.9) };
  const warm: Rgb = [between(rand, 0.98, 1.03), 1, between(rand, 0.9, 0.98)];
  const rgb = new Uint8Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  const W = page.width;
  const H = page.height;
  const sample = (x: number, y: number, c: number) => {
    const x0 = Math.max(0, Math.min(W - 2, Math.floor(x - 0.5)));
    const y0 = Math.max(0, Math.min(H - 2, Math.floor(y - 0.5)));
    const fx = Math.max(0, Math.min(1, x - 0.5 - x0));
    const fy = Math.max(0, Math.min(1, y - 0.5 - y0));
    const at = (xx: number, yy: number) => page.rgb[(yy * W + xx) * 3 + c] as number;
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * fx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * fx;
    return top + (bottom - top) * fy;
  };
  const diag = Math.hypot(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [u, v] = apply(back, [x + 0.5, y + 0.5]);
      const outside = Math.max(0, -u, u - W, -v, v - H);
      let colour: Rgb;
      if (outside <= 0) {
        colour = [sample(u, v, 0), sample(u, v, 1), sample(u, v, 2)];
        const edge = Math.min(u, W - u, v, H - v);
        if (edge < 1.5) colour = colour.map((c) => c * 0.9) as Rgb;
        const mx = Math.max(0, Math.min(W - 1, Math.floor(u)));
        const my = Math.max(0, Math.min(H - 1, Math.floor(v)));
        mask[y * width + x] = page.mask[my * W + mx] as number;
      } else {
        colour = tableColour(stage.table, x, y, seed);
        // The paper's own shadow on the table, thrown down and to the right.
        const [su, sv] = apply(back, [x - 6, y - 8]);
        const off = Math.max(0, -su, su - W, -sv, sv - H);
        const k = 1 - 0.45 * Math.exp(-off / 10);
        colour = colour.map((c) => c * k) as Rgb;
      }
      const along = Math.cos(light.angle) * (x / width - 0.5) + Math.sin(light.angle) * (y / height - 0.5);
      let shade = light.low + (1 - light.low) * (0.5 + along);
      const vignette = Math.hypot(x - width / 2, y - height / 2) / (diag / 2);
      shade *= 1 - 0.18 * vignette * vignette;
      if (stage.shadow) {
        const s = stage.shadow;
        const wob = 1 + (noise(x / 140, y / 140, seed + 9) - 0.5) * 0.5;
        const t = Math.hypot(x - s.x, y - s.y) / (s.r * wob);
        shade *= 1 - s.strength * Math.max(0, Math.min(1, (1.15 - t) / 0.45));
      }
      const p = (y * width + x) * 3;
      const grain = (hash(x, y, seed + 77) - 0.5) * 0;
      for (let c = 0; c < 3; c++)
        rgb[p + c] = Math.max(
          0,
          Math.min(252, Math.round(((colour[c] as number) * shade * (warm[c] as number) + grain) / 4) * 4),
        );
    }
  }
  return { width, height, rgb, mask };
}

/** A view of the crop `[x0, y0, x1, y1]` of the page, tilted a little (corners moved by up to `tilt` of the size). */
export function tiltedCrop(crop: [number, number, number, number], scale: number, tilt: number, seed: number) {
  const rand = random(seed);
  const [x0, y0, x1, y1] = crop;
  const width = Math.round((x1 - x0) * scale);
  const height = Math.round((y1 - y0) * scale);
  const j = () => between(rand, -tilt, tilt) * Math.max(width, height);
  const from: Pt[] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  const to: Pt[] = [
    [j(), j()],
    [width + j(), j()],
    [width + j(), height + j()],
    [j(), height + j()],
  ];
  return { width, height, view: homography(from, to) };
}
