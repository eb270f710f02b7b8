/**
 * A quadruped whose back hooves touch (the cut-out joins them into one piece, as it does a cow's)
 * trots without a triangle turning over: the near and far legs swing in opposite directions, so
 * the shape between the hooves is squashed each stride, and neither the trot (which keeps the
 * feet apart) nor the solver's unfolding (which pushes squashed triangles back out in small steps)
 * may let it fold.
 */
import { describe, expect, it } from 'vitest';
import { Animator } from './animator';
import { joinedHoovesFigure } from './test-figures';
import { signedAreas } from './unfold';

/** The most triangles turned over at once over the second loop (the first settles). */
function mostFlipped(animator: Animator): number {
  const { positions, triangles } = animator.mesh;
  const rest = signedAreas(positions, triangles);
  const frames = Math.round(animator.motion.seconds * 24);
  let most = 0;
  for (let f = 0; f < 2 * frames; f++) {
    const now = signedAreas(animator.frame((f / frames) * animator.motion.seconds), triangles);
    if (f < frames) continue;
    let flipped = 0;
    for (let k = 0; k < now.length; k++) if ((now[k] as number) * (rest[k] as number) <= 0) flipped++;
    most = Math.max(most, flipped);
  }
  return most;
}

describe('a quadruped with joined back hooves', () => {
  it.each([
    [12, 6, 200],
    [10, 7, 160],
    [14, 7, 200],
    [10, 8, 160],
  ])('trots without folding (hooves %i apart, legs %i thick, %i vertices)', (gap, radius, vertices) => {
    const figure = joinedHoovesFigure(gap, radius);
    const animator = new Animator(figure.mask, figure.joints, { skeleton: figure.skeleton, motion: 'trot', vertices });
    expect(mostFlipped(animator)).toBe(0);
  });
});
