// The seam, switch and watchdog figures the loop player records (classic script: `playerStats` is
// a global of the page's shared scope, read by page.ts, the browser tests and the benchmarks).

/** Seam, switch and watchdog figures the benchmarks and the browser tests read (window.playerStats). */
interface PlayerStats {
  /** Seams (a loop of the same clip or a change of clip). */
  loops: number;
  /** Changes to another clip. */
  changes: number;
  /** Frames missing at each seam (skipped at the end, held, or skipped at the start), newest last. */
  dropped: number[];
  /** Display time between the last frame of a loop and the first playing frame of the next, in ms. */
  gapsMs: number[];
  /**
   * Display time each frame across a seam got, in ms: the gap divided by the frames shown in it
   * (the last frame, and the next loop's first when it came up paused in the other element).
   * One frame duration when the seam is clean.
   */
  seamMs: number[];
  /** How each seam was made: native, dual, hold, or change. */
  modes: string[];
  firstFrameAt: number | null;
  /** The longest time the picture stood still while a clip should have been playing, in ms. */
  longestStillMs: number;
  /**
   * The longest time the picture stood still before the watchdog acted, in ms: from the last frame
   * or the watchdog's last step to its next step (or the next frame). What the picture then takes
   * to move again (a reloaded element decoding) is the machine's speed, in longestStillMs only.
   */
  longestUnansweredStillMs: number;
  /** What the watchdog did, newest last. */
  recoveries: string[];
  /** Frames the front element presented (main's watchdog counts them through the heartbeat). */
  presented: number;
}

const STATS_KEPT = 2000;
// biome-ignore lint/correctness/noUnusedVariables: loop-player.ts and page.ts use it (classic scripts share one scope)
const playerStats: PlayerStats = {
  loops: 0,
  changes: 0,
  dropped: [],
  gapsMs: [],
  seamMs: [],
  modes: [],
  firstFrameAt: null,
  longestStillMs: 0,
  longestUnansweredStillMs: 0,
  recoveries: [],
  presented: 0,
};

// biome-ignore lint/correctness/noUnusedVariables: loop-player.ts uses it (classic scripts share one scope)
function keep<T>(list: T[], value: T): void {
  list.push(value);
  if (list.length > STATS_KEPT) list.splice(0, list.length - STATS_KEPT);
}
