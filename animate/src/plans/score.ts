/**
 * How far a guessed skeleton is from the annotated one, as shares of the figure's height (the
 * mask's box). Only joints in the annotation count; a many-limbed figure's legs are matched by
 * their nearest roots (their numbering may differ), and a joint the guess lacks is measured from
 * the guess's head (or its first joint).
 */
import { bounds } from '../core/planes';
import type { Plane, Point } from '../core/types';

export type JointErrors = { mean: number; worst: number; errors: Record<string, number> };

export function jointErrors(
  mask: Plane,
  truth: Record<string, readonly [number, number]>,
  guess: Record<string, Point>,
): JointErrors {
  const box = bounds(mask);
  const height = box ? box.y1 - box.y0 + 1 : mask.height;
  const legOf = (name: string) => /^leg_(\d+)_(root|knee|foot)$/.exec(name);
  const truthLegs = [...new Set(Object.keys(truth).flatMap((n) => legOf(n)?.[1] ?? []))];
  const guessLegs = [...new Set(Object.keys(guess).flatMap((n) => legOf(n)?.[1] ?? []))];
  // Greedy matching of legs by root distance; a truth leg left over takes its nearest guessed leg.
  const rename = new Map<string, string>();
  const pairs: [number, string, string][] = [];
  for (const t of truthLegs) {
    const tr = truth[`leg_${t}_root`] as readonly [number, number];
    for (const g of guessLegs) {
      const gr = guess[`leg_${g}_root`] as Point;
      pairs.push([Math.hypot(tr[0] - gr.x, tr[1] - gr.y), t, g]);
    }
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const usedGuess = new Set<string>();
  for (const [, t, g] of pairs) {
    if (rename.has(t) || usedGuess.has(g)) continue;
    rename.set(t, g);
    usedGuess.add(g);
  }
  for (const [, t, g] of pairs) if (!rename.has(t)) rename.set(t, g);

  const fallback = guess.head ?? (Object.values(guess)[0] as Point);
  const errors: Record<string, number> = {};
  for (const [name, [x, y]] of Object.entries(truth)) {
    const leg = legOf(name);
    const guessName = leg && rename.has(leg[1] as string) ? `leg_${rename.get(leg[1] as string)}_${leg[2]}` : name;
    const p = guess[guessName] ?? fallback;
    errors[name] = Math.hypot(p.x - x, p.y - y) / height;
  }
  const values = Object.values(errors);
  return {
    mean: values.reduce((a, b) => a + b, 0) / Math.max(1, values.length),
    worst: Math.max(0, ...values),
    errors,
  };
}
