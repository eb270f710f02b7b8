import {
  encodeRuns,
  type Joints,
  jointsToShares,
  type MotionName,
  outlineOf,
  type Plane,
  type PreviewRig,
  RIG_VERSION,
  share,
} from '@dtm/animate';
import type { CutOutResult } from '../worker/messages';

/** The parent's cut-out and joints as the small JSON saved with the order (shares, not pixels). */
export function toRig(
  cut: Pick<CutOutResult, 'box'> & { photo: { width: number; height: number } },
  mask: Plane,
  joints: Joints,
  motion: MotionName,
  background: string | null,
): PreviewRig {
  const { box, photo } = cut;
  return {
    version: RIG_VERSION,
    // The engine's skeleton and motions are the two-legged ones.
    plan: 'biped',
    box: {
      x: share(box.x / photo.width),
      y: share(box.y / photo.height),
      width: share(box.width / photo.width),
      height: share(box.height / photo.height),
    },
    mask: { width: mask.width, height: mask.height, runs: encodeRuns(mask) },
    outline: outlineOf(mask, 1).map((p) => [share(p.x / mask.width), share(p.y / mask.height)] as [number, number]),
    joints: jointsToShares(joints, mask.width, mask.height) as PreviewRig['joints'],
    motion,
    background,
  };
}
