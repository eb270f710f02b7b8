import { JOINT_NAMES } from '../schema';
import { simplifyOutline, traceOutline } from './contour';
import { labelRegions, regionMask } from './regions';
import type { Joints, Plane, Point } from './types';

/** Run lengths of a mask, row by row: outside, inside, outside, ... (the first run may be 0). */
export function encodeRuns(mask: Plane): number[] {
  const runs: number[] = [];
  let current = 0;
  let length = 0;
  for (const v of mask.data) {
    const bit = v ? 1 : 0;
    if (bit !== current) {
      runs.push(length);
      current = bit;
      length = 0;
    }
    length++;
  }
  runs.push(length);
  return runs;
}

/** The mask that `encodeRuns` described. */
export function decodeRuns(width: number, height: number, runs: readonly number[]): Plane {
  const data = new Uint8Array(width * height);
  let at = 0;
  runs.forEach((length, k) => {
    if (k % 2 === 1) data.fill(1, at, Math.min(data.length, at + length));
    at += length;
  });
  return { width, height, data };
}

/** The mask's largest region (brush edits can leave crumbs), so the outline and mesh have one shape. */
export function largestRegion(mask: Plane): Plane {
  const { labels, regions } = labelRegions(mask);
  const largest = regions.reduce<(typeof regions)[number] | null>((a, b) => (!a || b.area > a.area ? b : a), null);
  return largest ? regionMask(labels, mask.width, mask.height, largest.label) : mask;
}

/** The outline of the mask's largest region, simplified (mask pixels). */
export function outlineOf(mask: Plane, tolerance = 1): Point[] {
  return simplifyOutline(traceOutline(largestRegion(mask)), tolerance).map((p) => ({ x: p.x + 0.5, y: p.y + 0.5 }));
}

/** Joints as shares of a width x height box, rounded to 4 places. */
export function jointsToShares(joints: Joints, width: number, height: number): Record<string, [number, number]> {
  return Object.fromEntries(
    JOINT_NAMES.map((name) => [name, [share(joints[name].x / width), share(joints[name].y / height)]]),
  );
}

/** Joints from shares of a width x height box. */
export function jointsFromShares(shares: Record<string, readonly [number, number]>, width: number, height: number) {
  return Object.fromEntries(
    JOINT_NAMES.map((name) => {
      const [x, y] = shares[name] ?? [0.5, 0.5];
      return [name, { x: x * width, y: y * height }];
    }),
  ) as Joints;
}

/** A share of a length, clamped to 0..1 and rounded to 4 places (a tenth of a pixel on a 1000 px photo). */
export function share(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}
