/** Paints a figure as a child would on paper: shaky outlines, crayon fill with gaps, paper tooth. */
import { type Box, fbm, hash, noise, type Pt, type Shape } from './shapes';

export type Rgb = [number, number, number];
export type Plan = 'biped' | 'quadruped' | 'many-limbed' | 'limbless';

/** One thing the child drew. Later parts lie on top; a closed part hides what is under it. */
export type Part = {
  shape: Shape;
  /** An open stroke: `shape` is the distance to its middle line (a tube of radius 0). */
  line?: boolean;
  /** Outline (or stroke) colour; null = no outline. */
  ink?: Rgb | null;
  fill?: Rgb | null;
  /** Half the stroke width in pixels (the figure's `pen` when not given). */
  width?: number;
  /** Part of the figure's mask (true unless set false: page doodles, text). */
  figure?: boolean;
  /** A closed part hides the lines drawn before it inside it (default true). */
  cover?: boolean;
};

export type Figure = {
  plan: Plan;
  kind: string;
  /** The page the figure is drawn on, in pixels. */
  width: number;
  height: number;
  parts: Part[];
  joints: Record<string, Pt>;
  parents: Record<string, string | null>;
  notes: string;
  style: 'crayon' | 'marker' | 'pencil';
  /** Half the usual stroke width. */
  pen: number;
  /** How far (px) the hand wanders off the true outline. */
  wobble: number;
  paper: Rgb;
  seed: number;
};

export type Page = { width: number; height: number; rgb: Float32Array; mask: Uint8Array };

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** The page with the figure on it and the figure's mask (outline plus inside, gaps in the fill included). */
export function paint(fig: Figure): Page {
  const { width, height, seed } = fig;
  const rgb = new Float32Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  const boxes: Box[] = fig.parts.map((p) => {
    const g = fig.wobble * 1.5 + (p.width ?? fig.pen) * 1.6 + 3;
    return [p.shape.box[0] - g, p.shape.box[1] - g, p.shape.box[2] + g, p.shape.box[3] + g];
  });
  const hatch = fig.parts.map((_, i) => ({
    angle: (hash(i, 7, seed) - 0.5) * 2.4 + 0.6,
    gap: 4.5 + hash(i, 9, seed) * 3,
    keep: 0.1 + hash(i, 11, seed) * 0.18,
    retrace: fig.style !== 'marker' && hash(i, 13, seed) < 0.4,
  }));
  const paper = fig.paper;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const fibre = fbm(px / 3, py / 9, seed + 40) - 0.5;
      const blotch = fbm(px / 90, py / 90, seed + 50) - 0.5;
      const r0 = paper[0] + fibre * 4 + blotch * 8;
      const g0 = paper[1] + fibre * 4 + blotch * 8;
      const b0 = paper[2] + fibre * 4.5 + blotch * 9;
      let [r, g, b] = [r0, g0, b0];
      const tooth = fbm(px / 1.7, py / 1.7, seed + 60);
      let inFigure = 0;
      for (let i = 0; i < fig.parts.length; i++) {
        const bx = boxes[i] as Box;
        if (px < bx[0] || py < bx[1] || px > bx[2] || py > bx[3]) continue;
        const part = fig.parts[i] as Part;
        // The shaky hand: the part is drawn through slowly wandering, slightly trembling coordinates.
        const jx = (noise(px / 23, py / 23, seed + i * 3) - 0.5) * 2 * fig.wobble;
        const jy = (noise(px / 23, py / 23, seed + i * 3 + 1) - 0.5) * 2 * fig.wobble;
        const tx = (noise(px / 6, py / 6, seed + i * 3 + 2) - 0.5) * 1.4;
        const d = part.shape.d(px + jx + tx, py + jy - tx);
        const w = (part.width ?? fig.pen) * (0.7 + 0.6 * noise(px / 31, py / 31, seed + i * 5 + 2));
        const h = hatch[i] as (typeof hatch)[number];
        // Some outlines were gone over twice, not quite on the first line.
        const d2 =
          h.retrace && part.ink && !part.line ? part.shape.d(px - jy * 1.3, py + jx * 1.3) : Number.POSITIVE_INFINITY;
        if (part.figure !== false && (d < w + 1 || Math.abs(d2) < w * 0.6 + 1)) inFigure = 1;
        if (!part.line && d < 0) {
          if (part.cover !== false) [r, g, b] = [r0, g0, b0];
          if (part.fill) {
            const angle = h.angle + (noise(px / 140, py / 140, seed + i + 20) - 0.5) * 0.4;
            const u = px * Math.cos(angle) + py * Math.sin(angle);
            const v = -px * Math.sin(angle) + py * Math.cos(angle);
            const phase = (u + 2.5 * noise(v / 40, u / 90, seed + i)) / h.gap;
            const band = Math.abs(phase - Math.floor(phase) - 0.5) * 2;
            const margin = 0.5 + 5 * noise(px / 17, py / 17, seed + i + 90);
            const covered = noise(px / 26, py / 26, seed + i * 7 + 30) > h.keep && -d > margin;
            const press = 0.6 + 0.4 * noise(u / 40, v / 12, seed + i + 40);
            let a = covered ? (band < 0.55 + 0.3 * press ? 0.85 * press : 0.2) : 0;
            a *= fig.style === 'marker' ? 0.95 : clamp01((tooth - 0.22) * 3.2);
            r += (part.fill[0] - r) * a;
            g += (part.fill[1] - g) * a;
            b += (part.fill[2] - b) * a;
          }
        }
        if (!part.ink) continue;
        const edge = part.line ? w - d : Math.max(w - Math.abs(d), w * 0.6 - Math.abs(d2));
        let a = clamp01(edge + 0.5);
        if (a <= 0) continue;
        if (fig.style === 'crayon') a *= clamp01((tooth - 0.18) * 3) * 0.92 + 0.06;
        else if (fig.style === 'pencil') a *= 0.45 + 0.4 * tooth;
        else a *= 0.93;
        r += (part.ink[0] - r) * a;
        g += (part.ink[1] - g) * a;
        b += (part.ink[2] - b) * a;
      }
      const p = (y * width + x) * 3;
      rgb[p] = r;
      rgb[p + 1] = g;
      rgb[p + 2] = b;
      mask[y * width + x] = inFigure;
    }
  }
  return { width, height, rgb, mask };
}

/** Crayon colours a child reaches for. */
export const COLOURS = {
  black: [45, 42, 48] as Rgb,
  blue: [40, 70, 190] as Rgb,
  navy: [35, 40, 110] as Rgb,
  red: [205, 45, 40] as Rgb,
  pink: [240, 140, 170] as Rgb,
  orange: [240, 130, 30] as Rgb,
  yellow: [250, 205, 40] as Rgb,
  green: [40, 150, 60] as Rgb,
  lime: [140, 200, 60] as Rgb,
  brown: [130, 80, 40] as Rgb,
  tan: [200, 150, 90] as Rgb,
  grey: [130, 130, 135] as Rgb,
  purple: [120, 50, 160] as Rgb,
  sky: [90, 170, 230] as Rgb,
};
