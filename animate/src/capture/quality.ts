import { motionFor } from '../core/plan-motions/index';
import { poseAtPhase } from '../core/pose';
import type { Point, SkeletonJoints } from '../core/types';
import type { Skeleton } from '../skeletons';
import { CAPTURE_CLIPS, type CaptureName, captureContacts } from './index';

function figureHeight(rest: SkeletonJoints, skeleton: Skeleton) {
  const ys = skeleton.joints.map((j) => (rest[j] as Point).y);
  return Math.max(...ys) - Math.min(...ys);
}

/** Measures of one captured motion on one figure, frame by frame at the capture's 30 fps. */
export function captureQuality(name: CaptureName, skeleton: Skeleton, rest: SkeletonJoints) {
  const motion = motionFor(skeleton, name, rest);
  const data = CAPTURE_CLIPS[name];
  const n = data.frames;
  const poses = Array.from({ length: n + 1 }, (_, k) => poseAtPhase(motion, rest, k / n, skeleton).joints);
  let boneError = 0;
  for (const pose of poses)
    for (const joint of skeleton.joints) {
      const parent = skeleton.parent[joint];
      if (!parent) continue;
      const len = (p: SkeletonJoints) =>
        Math.hypot((p[joint] as Point).x - (p[parent] as Point).x, (p[joint] as Point).y - (p[parent] as Point).y);
      if (len(rest) > 1e-6) boneError = Math.max(boneError, Math.abs(len(pose) - len(rest)) / len(rest));
    }
  // Each planted stretch of a foot: how far it moves from where it was put down.
  const contacts = captureContacts(data);
  let slide = 0;
  for (const [bit, foot] of [
    [1, 'right_foot'],
    [2, 'left_foot'],
  ] as const) {
    let anchor: Point | null = null;
    for (let k = 0; k < n; k++) {
      if (!((contacts[k] as number) & bit)) {
        anchor = null;
        continue;
      }
      const p = (poses[k] as SkeletonJoints)[foot] as Point;
      anchor ??= p;
      slide = Math.max(slide, Math.hypot(p.x - anchor.x, p.y - anchor.y));
    }
  }
  // The step across the seam against the largest step between two frames (the most any joint moves).
  const step = (a: SkeletonJoints, b: SkeletonJoints) =>
    Math.max(
      ...skeleton.joints.map((j) =>
        Math.hypot((a[j] as Point).x - (b[j] as Point).x, (a[j] as Point).y - (b[j] as Point).y),
      ),
    );
  let largest = 0;
  for (let k = 0; k + 2 < n; k++)
    largest = Math.max(largest, step(poses[k] as SkeletonJoints, poses[k + 1] as SkeletonJoints));
  const seam = step(poses[n - 1] as SkeletonJoints, poses[n] as SkeletonJoints);
  const gap = step(poses[0] as SkeletonJoints, poses[n] as SkeletonJoints);
  return { boneError, slide: slide / figureHeight(rest, skeleton), seam, largest, gap };
}
