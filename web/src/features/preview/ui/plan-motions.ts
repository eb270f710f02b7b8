import { type Motion, motionFor, PLAN_MOTIONS, type Skeleton, type SkeletonJoints } from '@dtm/animate';

/**
 * The motions of the skeleton's plan that the engine can play for these joints, in the plan's
 * order (a motion still missing from the engine is left out rather than breaking the page).
 */
export function planMotions(skeleton: Skeleton, joints: SkeletonJoints): Motion[] {
  const motions: Motion[] = [];
  for (const name of PLAN_MOTIONS[skeleton.plan]) {
    try {
      motions.push({ ...motionFor(skeleton, name, joints), name });
    } catch {
      // Not there yet for this plan.
    }
  }
  return motions;
}
