import { type BodyPlan, guessSkeleton, PLAN_MOTIONS, type Plane } from '@dtm/animate';
import type { RecipeMotion } from '@dtm/shared/recipe';
import type { StudioCompanion } from './recipe-clip';

/** One figure as the Joints and Cut-out tabs edit it: the main figure or a companion. */
export type EditedFigure = Omit<StudioCompanion, 'motions'>;

/** The main figure's key among the figures the studio edits. */
export const MAIN_FIGURE = 'main';

/** A companion's key: its box on the drawing, which its edits keep (two companions never share one). */
export function figureKey(companion: Pick<StudioCompanion, 'box'>): string {
  const { x, y, width, height } = companion.box;
  return `${x},${y},${width},${height}`;
}

/**
 * The figure switched to `plan`: its skeleton guessed again from its cut-out, and its motions the
 * ones the plan allows (none left: the plan's first motion).
 */
export function withPlan<F extends EditedFigure>(
  figure: F,
  motions: readonly RecipeMotion[],
  plan: BodyPlan,
): { figure: F; motions: RecipeMotion[] } {
  const guess = guessSkeleton(figure.mask, plan);
  const allowed: readonly string[] = PLAN_MOTIONS[plan];
  const kept = motions.filter((step) => allowed.includes(step.motion));
  return {
    figure: { ...figure, plan, skeleton: guess.skeleton, joints: guess.joints },
    motions: kept.length > 0 ? kept : [{ motion: allowed[0] as string, cycles: 1 }],
  };
}

/** A figure's cut-out undo history: the one kept if it ends on the figure's mask, else just the mask (replaced since). */
export function historyOf(
  histories: ReadonlyMap<string, readonly Plane[]>,
  key: string,
  mask: Plane,
): readonly Plane[] {
  const kept = histories.get(key);
  return kept && kept[kept.length - 1] === mask ? kept : [mask];
}
