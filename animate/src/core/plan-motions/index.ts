import { captureMotion, isCaptureMotion } from '../../capture/index';
import {
  isManyLimbedCapture,
  isQuadrupedCapture,
  manyLimbedCaptureMotion,
  quadrupedCaptureMotion,
} from '../../capture/plans';
import type { MotionName } from '../../schema';
import { PLAN_MOTIONS, type Skeleton } from '../../skeletons';
import { MOTIONS, type Motion } from '../motions';
import { withSecondary } from '../secondary';
import type { SkeletonJoints } from '../types';
import { LIMBLESS_MOTIONS } from './limbless';
import { MANY_LIMBED_MOTIONS } from './many-limbed';
import { QUADRUPED_MOTIONS } from './quadruped';

/**
 * The motion `name` of the skeleton's plan, made for this figure (its leg count, which way it
 * faces, which end is down, read off the drawn joints `rest`). Throws for a motion the plan lacks.
 */
export function motionFor(skeleton: Skeleton, name: string, rest: SkeletonJoints): Motion {
  return withSecondary(primaryMotion(skeleton, name, rest), skeleton, rest);
}

/** The motion `name` as its plan's keyframes and curves make it, before the follow-through and breath (`withSecondary`). */
export function primaryMotion(skeleton: Skeleton, name: string, rest: SkeletonJoints): Motion {
  const names: readonly string[] = PLAN_MOTIONS[skeleton.plan];
  if (!names.includes(name)) throw new Error(`no motion ${name} for a ${skeleton.plan}`);
  switch (skeleton.plan) {
    case 'biped':
      return isCaptureMotion(name) ? captureMotion(name, skeleton, rest) : MOTIONS[name as MotionName];
    case 'quadruped':
      if (isQuadrupedCapture(name)) return quadrupedCaptureMotion(name, skeleton, rest);
      return QUADRUPED_MOTIONS[name as keyof typeof QUADRUPED_MOTIONS](rest);
    case 'many-limbed':
      if (isManyLimbedCapture(name)) return manyLimbedCaptureMotion(name, skeleton, rest);
      return MANY_LIMBED_MOTIONS[name as keyof typeof MANY_LIMBED_MOTIONS](skeleton, rest);
    case 'limbless':
      return LIMBLESS_MOTIONS[name as keyof typeof LIMBLESS_MOTIONS](rest);
  }
}

/** The motion a new preview of this plan starts with. */
export function firstMotion(skeleton: Skeleton): string {
  return PLAN_MOTIONS[skeleton.plan][0];
}
