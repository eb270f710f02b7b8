import type { Plane, Point } from './types';

// Moore neighbourhood, clockwise from west (y grows downward).
const DX = [-1, -1, 0, 1, 1, 1, 0, -1];
const DY = [0, -1, -1, -1, 0, 1, 1, 1];

/**
 * The outer boundary of the mask's first region (scanning from the top), as the centres of its
 * edge pixels in order (Moore-neighbour tracing). Empty for an empty mask.
 */
export function traceOutline(mask: Plane): Point[] {
  const { width, height, data } = mask;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && data[y * width + x] !== 0;
  let start = -1;
  for (let i = 0; i < data.length; i++) {
    if (data[i]) {
      start = i;
      break;
    }
  }
  if (start < 0) return [];
  const sx = start % width;
  const sy = (start - sx) / width;
  const points: Point[] = [{ x: sx, y: sy }];
  let x = sx;
  let y = sy;
  // We entered the start pixel from the west (the pixel before it in the scan is outside).
  let from = 0;
  const limit = 4 * data.length;
  for (let steps = 0; steps < limit; steps++) {
    let found = -1;
    for (let k = 0; k < 8; k++) {
      const dir = (from + 1 + k) % 8;
      if (inside(x + (DX[dir] as number), y + (DY[dir] as number))) {
        found = dir;
        break;
      }
    }
    if (found < 0) break; // a single pixel
    x += DX[found] as number;
    y += DY[found] as number;
    // Next search starts just past the direction we came back from.
    from = (found + 4) % 8;
    if (x === sx && y === sy) break;
    points.push({ x, y });
  }
  return points;
}

/** Douglas-Peucker simplification of a closed outline: no point moves more than `tolerance`. */
export function simplifyOutline(points: Point[], tolerance: number): Point[] {
  if (points.length < 4) return points.slice();
  const keep = new Uint8Array(points.length);
  // Split the loop at its first point and the point farthest from it.
  let far = 0;
  let farDistance = -1;
  const first = points[0] as Point;
  points.forEach((p, i) => {
    const d = Math.hypot(p.x - first.x, p.y - first.y);
    if (d > farDistance) {
      farDistance = d;
      far = i;
    }
  });
  keep[0] = 1;
  keep[far] = 1;
  const stack: [number, number][] = [
    [0, far],
    [far, points.length],
  ];
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [number, number];
    const pa = points[a] as Point;
    const pb = points[b % points.length] as Point;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = a + 1; i < b; i++) {
      const d = distanceToSegment(points[i] as Point, pa, pb);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** Points along a closed outline, about `spacing` apart (by arc length). */
export function resampleOutline(points: Point[], spacing: number): Point[] {
  if (points.length < 3) return points.slice();
  const out: Point[] = [];
  let carry = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % points.length] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    let t = carry;
    while (t < length) {
      out.push({ x: a.x + ((b.x - a.x) * t) / length, y: a.y + ((b.y - a.y) * t) / length });
      t += spacing;
    }
    carry = t - length;
  }
  return out;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Fills a closed polygon into a mask (even-odd rule, pixel centres). */
export function fillPolygon(points: Point[], width: number, height: number): Plane {
  const data = new Uint8Array(width * height);
  const xs: number[] = [];
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    xs.length = 0;
    for (let i = 0; i < points.length; i++) {
      const a = points[i] as Point;
      const b = points[(i + 1) % points.length] as Point;
      if (a.y <= cy !== b.y <= cy) xs.push(a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil((xs[k] as number) - 0.5));
      const to = Math.min(width - 1, Math.floor((xs[k + 1] as number) - 0.5));
      for (let x = from; x <= to; x++) data[y * width + x] = 1;
    }
  }
  return { width, height, data };
}
