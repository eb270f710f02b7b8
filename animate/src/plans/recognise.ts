/**
 * Which body plan a cut-out has, from its shape alone: a person standing on two legs, an animal on
 * four legs seen from the side, a bug, spider or octopus with many thin legs, or a body without
 * limbs (a fish, snake or worm; a ghost, blob, sun or flower). Conservative: when nothing else
 * fits clearly, a person (what the preview always did).
 */
import type { Plane } from '../core/types';
import { BODY_PLANS, type BodyPlan } from '../skeletons';
import { analyseShape, type Limb, type Shape } from './shape';
import { standsOnTwo } from './stance';

export type Recognition = {
  plan: BodyPlan;
  /** How sure (0..1). */
  confidence: number;
  /** Every plan's score (0..1, the plan's the highest). */
  scores: Record<BodyPlan, number>;
  /** For a many-limbed figure: how many legs and whether it has antennae. */
  legs?: number;
  antennae?: boolean;
};

/** Length over mean width. */
export const elongation = (limb: Limb) => limb.length / Math.max(1, limb.width);
/** The tip hangs below where the limb starts. */
export const pointsDown = (limb: Limb) => limb.tip.y > limb.root.y + 0.5 * Math.abs(limb.tip.x - limb.root.x);
const pointsUp = (limb: Limb) => limb.tip.y < limb.root.y - 0.5 * Math.abs(limb.tip.x - limb.root.x);

export function recognisePlan(mask: Plane): Recognition {
  const shape = analyseShape(mask);
  return shape ? recogniseShape(shape) : result('biped', 0.3);
}

export function recogniseShape(shape: Shape): Recognition {
  const pieces = shape.limbs.filter((limb) => limb.branch === 0);
  const significant = pieces.filter((limb) => limb.relative >= 0.5 && elongation(limb) >= 1);
  // Long thin limbs (a cut-out from a photo draws lines thicker than they are: 3.5 times as long as wide is thin).
  const thin = pieces.filter((limb) => limb.relative >= 0.7 && elongation(limb) >= 3.5);
  const { bodyBox, box } = shape;
  const bodyAspect = (bodyBox.x1 - bodyBox.x0 + 1) / (bodyBox.y1 - bodyBox.y0 + 1);
  const figureAspect = (box.x1 - box.x0 + 1) / (box.y1 - box.y0 + 1);
  const clamp = (v: number) => Math.max(0, Math.min(1, v));

  // A tube (fish, snake, worm) or a blob: the discs along the longest path cover nearly all of it;
  // but what stands on two legs is a person, however round (a gingerbread man, a blob with feet).
  const tube = shape.spineCover >= 0.92 || (shape.spineCover >= 0.88 && significant.length <= 1);
  if (tube && !standsOnTwo(shape)) {
    return result('limbless', 0.6 + 0.4 * clamp((shape.spineCover - 0.88) / 0.08));
  }
  // Rays or petals: many short, alike pieces all around a round middle.
  const around = pieces.filter((limb) => limb.relative >= 0.4);
  if (
    bodyAspect < 1.5 &&
    around.length >= 7 &&
    around.every((limb) => elongation(limb) < 6) &&
    alike(around) &&
    allAround(shape, around)
  ) {
    return result('limbless', 0.6);
  }
  // Six or more long thin limbs: a bug, beetle, caterpillar or spider.
  if (thin.length >= 6) return manyLimbed(shape, 0.6 + 0.05 * Math.min(6, thin.length - 5));
  // Tentacles: several pieces hanging from the bottom of a body that is not long, splitting into many tips.
  const bodyHeight = bodyBox.y1 - bodyBox.y0 + 1;
  const hanging = pieces.filter(
    (limb) => limb.relative >= 0.7 && pointsDown(limb) && limb.root.y > bodyBox.y0 + 0.5 * bodyHeight,
  );
  const hangingTips = shape.limbs.filter(
    (limb) => limb.relative >= 0.7 && pointsDown(limb) && hanging.some((h) => h.piece === limb.piece),
  );
  const raised = significant.filter(pointsUp);
  if (hanging.length >= 3 && hangingTips.length >= 6 && raised.length === 0 && bodyAspect < 1.3) {
    return manyLimbed(shape, 0.55 + 0.05 * Math.min(4, hangingTips.length - 5));
  }
  // Four legs: a long body lying across, with legs below it.
  const legs = pieces.filter((limb) => limb.relative >= 0.3 && pointsDown(limb));
  if (bodyAspect >= 1.2 && figureAspect >= 1 && legs.length >= 1) {
    return result('quadruped', 0.55 + 0.4 * clamp((bodyAspect - 1.2) / 0.6) * clamp(legs.length / 3));
  }
  // No more than one limb (a flower's stem, a fish's tail): no legs to stand on, unless it stands on two.
  if (significant.length <= 1 && !standsOnTwo(shape)) return result('limbless', significant.length === 0 ? 0.8 : 0.6);
  return result('biped', significant.length >= 4 ? 0.75 : 0.55);
}

function manyLimbed(shape: Shape, confidence: number): Recognition {
  const { legs, antennae } = countLegs(shape);
  return { ...result('many-limbed', confidence), legs, antennae };
}

/**
 * A many-limbed figure's legs and antennae: every long branch is a leg, but the two thin ones
 * rising from the top end of an upright body (or the front end of a long one) are antennae.
 */
export function countLegs(shape: Shape): { legs: number; antennae: boolean; legLimbs: Limb[]; antennaLimbs: Limb[] } {
  const long = shape.limbs.filter((limb) => limb.relative >= 0.6 && elongation(limb) >= 2);
  const antennaLimbs = findAntennae(shape, long);
  const legLimbs = long.filter((limb) => !antennaLimbs.includes(limb));
  // A leg mostly hidden by a thick body shows as a stub whose tip still stands on the ground with the
  // others; short against the body, but not against the legs (a caterpillar's body is thick).
  const standing = legLimbs.filter(pointsDown);
  if (standing.length >= 3) {
    const ground = Math.min(...standing.map((limb) => limb.tip.y));
    const reach = Math.min(...standing.map((limb) => limb.length));
    for (const limb of shape.limbs) {
      const stub = limb.relative >= 0.15 || limb.length >= 0.15 * reach;
      if (long.includes(limb) || limb.branch > 0 || !stub || !pointsDown(limb)) continue;
      if (limb.tip.y >= ground - 0.15 * reach) legLimbs.push(limb);
    }
  }
  legLimbs.splice(10);
  return { legs: Math.max(4, legLimbs.length), antennae: antennaLimbs.length === 2, legLimbs, antennaLimbs };
}

function findAntennae(shape: Shape, long: Limb[]): Limb[] {
  const { bodyBox } = shape;
  const bodyHeight = bodyBox.y1 - bodyBox.y0 + 1;
  // Thin limbs that rise from the upper part of the body and end above it.
  const rising = long.filter(
    (limb) =>
      pointsUp(limb) && limb.root.y < bodyBox.y0 + 0.45 * bodyHeight && limb.tip.y < bodyBox.y0 + 0.1 * bodyHeight,
  );
  if (rising.length < 2) return [];
  // The two whose roots are closest together.
  let best: [Limb, Limb] | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let a = 0; a < rising.length; a++) {
    for (let b = a + 1; b < rising.length; b++) {
      const la = rising[a] as Limb;
      const lb = rising[b] as Limb;
      const gap = Math.hypot(la.root.x - lb.root.x, la.root.y - lb.root.y);
      if (gap < bestGap) {
        bestGap = gap;
        best = [la, lb];
      }
    }
  }
  if (!best) return [];
  const upper = best[0].root.y < best[1].root.y ? best[0] : best[1];
  // Only when nothing else sits above them (legs rising beside the head are legs).
  const others = long.filter((limb) => !best.includes(limb));
  const highest = Math.min(...others.map((limb) => limb.root.y), Number.POSITIVE_INFINITY);
  if (upper.root.y > highest + 0.15 * bodyHeight && rising.length > 2 && long.length < 8) return [];
  return best;
}

function alike(limbs: Limb[]): boolean {
  const lengths = limbs.map((limb) => limb.relative);
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const spread = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length);
  return spread / mean < 0.4;
}

function allAround(shape: Shape, limbs: Limb[]): boolean {
  const quadrants = new Set(
    limbs.map((limb) => (limb.root.x < shape.centre.x ? 0 : 1) + (limb.root.y < shape.centre.y ? 0 : 2)),
  );
  return quadrants.size === 4;
}

function result(plan: BodyPlan, confidence: number): Recognition {
  const rest = (1 - confidence) / (BODY_PLANS.length - 1);
  const scores = Object.fromEntries(BODY_PLANS.map((p) => [p, p === plan ? confidence : rest])) as Record<
    BodyPlan,
    number
  >;
  return { plan, confidence, scores };
}
