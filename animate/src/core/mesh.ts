import Delaunator from 'delaunator';
import type { Skeleton } from '../skeletons';
import { resampleOutline, simplifyOutline, traceOutline } from './contour';
import { area } from './planes';
import { BIPED_SKELETON } from './pose';
import type { Mesh, Plane, Point, SkeletonJoints } from './types';

export type RiggedMesh = Mesh & {
  /** The mesh vertex each joint drives, in the skeleton's joint order (`JOINT_NAMES` for a biped). */
  handles: number[];
};

/** The nearest inside pixel centre to p (p itself when it is inside). */
function snapInside(mask: Plane, p: Point): Point {
  const { width, height, data } = mask;
  const x0 = Math.round(p.x - 0.5);
  const y0 = Math.round(p.y - 0.5);
  for (let r = 0; r < Math.max(width, height); r++) {
    let best: Point | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let y = y0 - r; y <= y0 + r; y++) {
      for (let x = x0 - r; x <= x0 + r; x++) {
        if (Math.max(Math.abs(x - x0), Math.abs(y - y0)) !== r) continue;
        if (x < 0 || y < 0 || x >= width || y >= height || !data[y * width + x]) continue;
        const d = Math.hypot(x + 0.5 - p.x, y + 0.5 - p.y);
        if (d < bestDistance) {
          best = { x: x + 0.5, y: y + 0.5 };
          bestDistance = d;
        }
      }
    }
    if (best) return r === 0 ? p : best;
  }
  return p;
}

/**
 * A triangle mesh over the cut-out with about `targetVertices` vertices: points along the outline,
 * a grid inside, and one vertex at each joint (the handles the motion moves). Delaunay triangles
 * whose middle or edge midpoints fall outside the shape (the gap between two legs) are dropped.
 * The skeleton is the biped's unless given.
 */
export function buildMesh(
  mask: Plane,
  joints: SkeletonJoints,
  targetVertices = 160,
  skeleton: Skeleton = BIPED_SKELETON,
): RiggedMesh {
  const spacing = Math.max(2, Math.sqrt(area(mask) / (targetVertices * 0.7)));
  const inside = (x: number, y: number) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    return xi >= 0 && yi >= 0 && xi < mask.width && yi < mask.height && mask.data[yi * mask.width + xi] !== 0;
  };
  const nearInside = (x: number, y: number) =>
    inside(x, y) || inside(x - 1, y) || inside(x + 1, y) || inside(x, y - 1) || inside(x, y + 1);
  const handlePoints = skeleton.joints.map((name) => snapInside(mask, joints[name] as Point));
  // The outline is sampled closer than the grid, so thin arms and legs get triangles across them.
  const outline = resampleOutline(simplifyOutline(traceOutline(mask), 0.7), spacing * 0.5).map((p) => ({
    x: p.x + 0.5,
    y: p.y + 0.5,
  }));
  const points: Point[] = [...handlePoints];
  const farFromAll = (p: Point, minimum: number) =>
    points.every((q) => (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y) >= minimum * minimum);
  for (const p of outline) if (farFromAll(p, spacing * 0.2)) points.push(p);
  for (let y = spacing / 2; y < mask.height; y += spacing) {
    for (let x = spacing / 2; x < mask.width; x += spacing) {
      const p = { x, y };
      if (inside(x, y) && farFromAll(p, spacing * 0.6)) points.push(p);
    }
  }
  const coords = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    coords[2 * i] = p.x;
    coords[2 * i + 1] = p.y;
  });
  const delaunay = new Delaunator(coords);
  const kept: number[] = [];
  const t = delaunay.triangles;
  for (let k = 0; k < t.length; k += 3) {
    const a = points[t[k] as number] as Point;
    const b = points[t[k + 1] as number] as Point;
    const c = points[t[k + 2] as number] as Point;
    const probes: [number, number][] = [
      [(a.x + b.x + c.x) / 3, (a.y + b.y + c.y) / 3],
      [(a.x + b.x) / 2, (a.y + b.y) / 2],
      [(b.x + c.x) / 2, (b.y + c.y) / 2],
      [(c.x + a.x) / 2, (c.y + a.y) / 2],
    ];
    // Edge midpoints may graze the outline by a pixel; the middle must be well inside.
    const [middle, ...edges] = probes as [[number, number], ...[number, number][]];
    // A sliver (three nearly collinear points along a straight stretch of outline) or a crumb (in
    // a slit between two legs) covers next to nothing and would turn inside out at the slightest bend.
    const twiceArea = Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y));
    const longest = Math.max(
      (a.x - b.x) ** 2 + (a.y - b.y) ** 2,
      (b.x - c.x) ** 2 + (b.y - c.y) ** 2,
      (c.x - a.x) ** 2 + (c.y - a.y) ** 2,
    );
    if (twiceArea < 0.05 * longest || twiceArea < 0.04 * spacing * spacing) continue;
    if (inside(...middle) && edges.every(([x, y]) => nearInside(x, y))) {
      kept.push(t[k] as number, t[k + 1] as number, t[k + 2] as number);
    }
  }
  const anchored = withoutLooseParts(kept, points.length, handlePoints.length);
  // Only vertices some triangle uses stay, renumbered; handles keep their vertex even when alone.
  const used = new Int32Array(points.length).fill(-1);
  const order: number[] = [];
  const use = (i: number) => {
    if (used[i] === -1) {
      used[i] = order.length;
      order.push(i);
    }
    return used[i] as number;
  };
  const handles = handlePoints.map((_, i) => use(i));
  const triangles = new Uint32Array(anchored.map(use));
  const positions = new Float64Array(order.length * 2);
  order.forEach((i, k) => {
    positions[2 * k] = (points[i] as Point).x;
    positions[2 * k + 1] = (points[i] as Point).y;
  });
  return { positions, triangles, handles };
}

/**
 * The triangles of the parts that hold at least one handle (the first `handles` points): a crumb
 * no joint reaches could not be moved by the motion (and would leave the solver without an answer).
 */
function withoutLooseParts(triangles: number[], count: number, handles: number): number[] {
  const parent = Array.from({ length: count }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    parent[i] = root;
    return root;
  };
  for (let k = 0; k < triangles.length; k += 3) {
    parent[find(triangles[k] as number)] = find(triangles[k + 1] as number);
    parent[find(triangles[k + 1] as number)] = find(triangles[k + 2] as number);
  }
  const held = new Set<number>();
  for (let h = 0; h < handles; h++) held.add(find(h));
  return triangles.filter((_, k) => held.has(find(triangles[k - (k % 3)] as number)));
}
