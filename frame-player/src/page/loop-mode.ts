// What the loop player learns about each clip, and how a clip loops cleanest on Chromium (classic
// script sharing the page's scope with loop-player.ts).

// biome-ignore lint/correctness/noUnusedVariables: loop-player.ts uses it (classic scripts share one scope)
type FrameInfo = { mediaTime: number; expectedDisplayTime: number };

/** What the page learned about a clip by playing it, for choosing how it loops. */
interface ClipInfo {
  width: number;
  height: number;
  frameSeconds: number;
  webm: boolean;
  /** Measured at past seams: ms from play() on the waiting element to its second frame on screen. */
  startMs: number[];
}

// biome-ignore lint/correctness/noUnusedVariables: loop-player.ts uses it (classic scripts share one scope)
const START_SAMPLES = 7;

/** What a loaded element tells about its clip, keeping what past seams measured (`known`). */
// biome-ignore lint/correctness/noUnusedVariables: loop-player.ts uses it (classic scripts share one scope)
function clipInfoOf(video: HTMLVideoElement, url: string, known: ClipInfo | undefined): ClipInfo {
  return {
    width: video.videoWidth,
    height: video.videoHeight,
    frameSeconds: known?.frameSeconds ?? 1 / 30,
    webm: /\.webm$/i.test(url),
    startMs: known?.startMs ?? [],
  };
}

// biome-ignore lint/correctness/noUnusedVariables: loop-player.ts uses it (classic scripts share one scope)
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

/**
 * How a clip loops cleanest on Chromium (measured by bench/player-bench.ts --only seam on each
 * format; the README has the table). `?loop=` on the page forces one for the benchmark.
 */
// biome-ignore lint/correctness/noUnusedVariables: loop-player.ts uses it (classic scripts share one scope)
function chooseLoopMode(info: ClipInfo | undefined): LoopMode {
  // Measured (bench/player-bench.ts, 35 seams, loaded 2-core machine): with the waiting element
  // started so that its second frame follows its first (up, paused, from the swap) by one frame
  // (`startLatency`), the two elements give the cleanest seams for H.264 and VP9 alike
  // (29-33/35 clean, one frame per frame); the native loop holds or skips frames at most seams
  // (VP9 about 20/35, H.264 1080p none). Until a clip has been seen (its frame time and start
  // time unknown): native.
  if (!info) return 'native';
  return 'dual';
}
