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

/** How long after a loop's seam a restart still counts as "between loops". */
export const SEAM_WINDOW_MS = 1_000;

/**
 * The quiet moment an update is installed at (issue #38): at night AND between loops. Between loops
 * is the second after a clip's loop seam (the page sends `player:loop-seam`, main calls `seam()`
 * and then `installIfQuiet()`), or any time nothing plays (the first-run page, or the page says no
 * clip should play). Main feeds it the page's heartbeats; the updater asks `isQuiet`.
 */
export class QuietMoments {
  private playing = false;
  private seamAt = Number.NEGATIVE_INFINITY;
  private readonly night: () => boolean;

  constructor(
    private readonly clock: Clock,
    from: number,
    to: number,
    private readonly seamWindowMs = SEAM_WINDOW_MS,
  ) {
    this.night = quietHours(clock, from, to);
  }

  /** The page's heartbeat: whether a clip should be playing now. */
  heartbeat(playing: boolean): void {
    this.playing = playing;
  }

  /** A loop or clip just ended and the next began. */
  seam(): void {
    this.seamAt = this.clock.now();
  }

  readonly isQuiet = (): boolean =>
    this.night() && (!this.playing || this.clock.now() - this.seamAt <= this.seamWindowMs);
}
