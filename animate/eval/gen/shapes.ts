/** Seeded randomness, smooth noise and signed-distance shapes for the evaluation-set generator. */

export type Rng = () => number;
export type Pt = [number, number];
export type Box = [number, number, number, number];
/** A signed distance (negative inside) with the box outside of which it is surely positive. */
export type Shape = { d: (x: number, y: number) => number; box: Box };

/** mulberry32: the same numbers for the same seed, every run (the package's own generator). */
export { random } from '../../src/testing/crayon-drawing';

export const between = (rand: Rng, a: number, b: number) => a + (b - a) * rand();
export const pick = <T>(rand: Rng, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

/** A hash of integer cell coordinates and a seed, in [0, 1). */
export function hash(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix | 0, 374761393) ^ Math.imul(iy | 0, 668265263) ^ Math.imul(seed | 0, 1442695041);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1), features about one unit apart. */
export function noise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(ix, iy, seed);
  const b = hash(ix + 1, iy, seed);
  const c = hash(ix, iy + 1, seed);
  const e = hash(ix + 1, iy + 1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + e) * sx * sy;
}

/** Three octaves of noise, in [0, 1). */
export const fbm = (x: number, y: number, seed: number) =>
  (noise(x, y, seed) * 4 + noise(x * 2.1, y * 2.1, seed + 1) * 2 + noise(x * 4.3, y * 4.3, seed + 2)) / 7;

const grow = (box: Box, by: number): Box => [box[0] - by, box[1] - by, box[2] + by, box[3] + by];

export function circle(cx: number, cy: number, r: number): Shape {
  return { d: (x, y) => Math.hypot(x - cx, y - cy) - r, box: [cx - r, cy - r, cx + r, cy + r] };
}

/** An ellipse turned by `angle` (an approximate distance, good near the outline). */
export function ellipse(cx: number, cy: number, rx: number, ry: number, angle = 0): Shape {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const m = Math.max(rx, ry);
  return {
    d: (x, y) => {
      const u = (x - cx) * c + (y - cy) * s;
      const v = -(x - cx) * s + (y - cy) * c;
      const k = Math.hypot(u / rx, v / ry);
      const g = Math.hypot(u / (rx * rx), v / (ry * ry));
      return k < 1e-6 ? -Math.min(rx, ry) : (k * (k - 1)) / Math.max(g, 1e-9);
    },
    box: [cx - m, cy - m, cx + m, cy + m],
  };
}

/** A round-ended limb from a to b, radius going from ra to rb. */
export function limb(a: Pt, b: Pt, ra: number, rb = ra): Shape {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy || 1;
  const r = Math.max(ra, rb);
  return {
    d: (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / l2));
      return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy) - (ra + (rb - ra) * t);
    },
    box: grow([Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])], r),
  };
}

/** A thick open line through the points (a tapered tube when `r1` is given). */
export function tube(points: Pt[], r0: number, r1 = r0): Shape {
  const parts = points.slice(1).map((p, i) => {
    const t0 = i / (points.length - 1);
    const t1 = (i + 1) / (points.length - 1);
    return limb(points[i] as Pt, p, r0 + (r1 - r0) * t0, r0 + (r1 - r0) * t1);
  });
  return union(...parts);
}

/** A closed polygon (even-odd inside test, exact distance to its edges). */
export function polygon(points: Pt[]): Shape {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    d: (x, y) => {
      let best = Number.POSITIVE_INFINITY;
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [ax, ay] = points[j] as Pt;
        const [bx, by] = points[i] as Pt;
        const dx = bx - ax;
        const dy = by - ay;
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
        best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
        if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
      }
      return inside ? -best : best;
    },
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
  };
}

/** A rectangle with rounded corners, turned by `angle` around its centre. */
export function box(cx: number, cy: number, w: number, h: number, round = 0, angle = 0): Shape {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const m = Math.hypot(w, h) / 2;
  return {
    d: (x, y) => {
      const u = Math.abs((x - cx) * c + (y - cy) * s) - w / 2 + round;
      const v = Math.abs(-(x - cx) * s + (y - cy) * c) - h / 2 + round;
      return Math.hypot(Math.max(u, 0), Math.max(v, 0)) + Math.min(Math.max(u, v), 0) - round;
    },
    box: [cx - m, cy - m, cx + m, cy + m],
  };
}

export function union(...shapes: Shape[]): Shape {
  return {
    d: (x, y) => {
      let d = Number.POSITIVE_INFINITY;
      for (const s of shapes) d = Math.min(d, s.d(x, y));
      return d;
    },
    box: [
      Math.min(...shapes.map((s) => s.box[0])),
      Math.min(...shapes.map((s) => s.box[1])),
      Math.max(...shapes.map((s) => s.box[2])),
      Math.max(...shapes.map((s) => s.box[3])),
    ],
  };
}

/** Points along a quadratic/cubic-like path through control points (Catmull-Rom), `n` per span. */
export function smoothPath(points: Pt[], n = 8): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)] as Pt;
    const p1 = points[i] as Pt;
    const p2 = points[i + 1] as Pt;
    const p3 = points[Math.min(points.length - 1, i + 2)] as Pt;
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(points[points.length - 1] as Pt);
  return out;
}

/** `count` points spaced evenly by length along a polyline. */
export function resample(points: Pt[], count: number): Pt[] {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Pt;
    const b = points[i] as Pt;
    lengths.push((lengths[i - 1] as number) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lengths[lengths.length - 1] as number;
  const out: Pt[] = [];
  let j = 1;
  for (let k = 0; k < count; k++) {
    const want = (total * k) / (count - 1);
    while (j < points.length - 1 && (lengths[j] as number) < want) j++;
    const a = points[j - 1] as Pt;
    const b = points[j] as Pt;
    const span = (lengths[j] as number) - (lengths[j - 1] as number) || 1;
    const t = Math.max(0, Math.min(1, (want - (lengths[j - 1] as number)) / span));
    out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return out;
}

export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
