import { CLIP_FPS, type Motion, planClip } from '@dtm/animate';
import type { RecipeMotion } from '@dtm/shared/recipe';
import { RENDER_MAX_FRAMES } from '@dtm/shared/render-jobs';

/** Seconds as the studio shows them: one decimal at most (a captured loop lasts 3.2666… s). */
export function formatSeconds(seconds: number): string {
  return String(Math.round(seconds * 10) / 10);
}

/** A motion's option in the studio's sequence: its label and its loop's length. */
export function motionOptionText(motion: Motion): string {
  return `${motion.label} (${formatSeconds(motion.seconds)} s)`;
}

/**
 * What the clip length field should warn about: the sequence's own length at the motions' speed,
 * and the clip's length when the motions cannot be sped up enough to fit the length typed (long
 * captured loops, many cycles); null when the clip lasts about what was typed.
 */
export function clipLengthNote(steps: readonly RecipeMotion[], motions: readonly Motion[], clipSeconds: number) {
  const known = knownSteps(steps, motions);
  if (known.length === 0) return null;
  const plan = planClip(known, clipSeconds);
  if (plan.seconds - clipSeconds < 0.5) return null;
  const keyed = known.reduce((sum, step) => sum + step.motion.seconds * step.cycles, 0);
  if (plan.frames > RENDER_MAX_FRAMES) return clipTooLongText(keyed, plan.seconds);
  // A number and its unit stay on one line (a no-break space between them).
  return `These motions take ${formatSeconds(keyed)}\u00a0s, so the clip lasts ${formatSeconds(plan.seconds)}\u00a0s: remove a motion or a repeat to make it shorter.`;
}

function knownSteps(steps: readonly RecipeMotion[], motions: readonly Motion[]) {
  return steps.flatMap((step) => {
    const motion = motions.find((item) => item.name === step.motion);
    return motion ? [{ motion, cycles: step.cycles }] : [];
  });
}

function clipTooLongText(keyed: number, seconds: number): string {
  const most = formatSeconds(RENDER_MAX_FRAMES / CLIP_FPS);
  return `These motions take ${formatSeconds(keyed)}\u00a0s, so the clip would last ${formatSeconds(seconds)}\u00a0s, more than the ${most}\u00a0s a video may last: remove a motion or a repeat.`;
}

/** Why the sequence cannot be rendered (longer than a render may be), or null when it can. */
export function clipTooLong(steps: readonly RecipeMotion[], motions: readonly Motion[], clipSeconds: number) {
  const known = knownSteps(steps, motions);
  if (known.length === 0) return null;
  const plan = planClip(known, clipSeconds);
  if (plan.frames <= RENDER_MAX_FRAMES) return null;
  return clipTooLongText(
    known.reduce((sum, step) => sum + step.motion.seconds * step.cycles, 0),
    plan.seconds,
  );
}
