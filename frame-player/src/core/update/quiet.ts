import type { Clock } from '../clock.ts';

/**
 * A restart into a new version shows a second or two of black: do it when nobody is watching, in
 * the frame's local night hours [from, to) (a window across midnight works too, e.g. 23 to 5).
 */
export function quietHours(clock: Clock, from: number, to: number): () => boolean {
  return () => {
    const hour = new Date(clock.now()).getHours();
    return from <= to ? hour >= from && hour < to : hour >= from || hour < to;
  };
}
