import {
  type BodyPlan,
  encodeRuns,
  outlineOf,
  type Plane,
  type PreviewRig,
  RIG_VERSION,
  type SkeletonJoints,
  share,
} from '@dtm/animate';
import type { CutOutResult } from '../worker/messages';

/** Joints (mask pixels) as shares of the mask's box, by name. */
export function jointsToShares(
  joints: SkeletonJoints,
  width: number,
  height: number,
): Record<string, [number, number]> {
  return Object.fromEntries(
    Object.entries(joints).map(([name, p]) => [name, [share(p.x / width), share(p.y / height)] as [number, number]]),
  );
}

/** Joints from shares of a width x height box, by name. */
export function jointsFromShares(
  shares: Record<string, readonly [number, number]>,
  width: number,
  height: number,
): SkeletonJoints {
  return Object.fromEntries(Object.entries(shares).map(([name, [x, y]]) => [name, { x: x * width, y: y * height }]));
}

/** The parent's cut-out, body plan and joints as the small JSON saved with the order (shares, not pixels). */
export function toRig(
  cut: Pick<CutOutResult, 'box'> & { photo: { width: number; height: number } },
  mask: Plane,
  plan: BodyPlan,
  joints: SkeletonJoints,
  motion: string,
  background: string | null,
): PreviewRig {
  const { box, photo } = cut;
  return {
    version: RIG_VERSION,
    plan,
    box: {
      x: share(box.x / photo.width),
      y: share(box.y / photo.height),
      width: share(box.width / photo.width),
      height: share(box.height / photo.height),
    },
    mask: { width: mask.width, height: mask.height, runs: encodeRuns(mask) },
    outline: outlineOf(mask, 1).map((p) => [share(p.x / mask.width), share(p.y / mask.height)] as [number, number]),
    joints: jointsToShares(joints, mask.width, mask.height),
    motion,
    background,
  };
}
