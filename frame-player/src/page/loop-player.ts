// Plays a playlist with two video elements: the one in front plays, the one behind holds the next
// loop (the same clip from its start, or the next clip once the interval is up) decoded and
// paused. A moment before the front clip ends, the one behind starts; it comes to the front on its
// first presented frame, so no black or frozen frame shows at the seam.

interface LoopItem {
  id: string;
  url: string;
  name: string;
}

/** Seam figures the benchmark and the browser tests read (window.playerStats). */
interface SeamStats {
  loops: number;
  /** Frames missing at each seam (skipped at the end, held, or skipped at the start), newest last. */
  dropped: number[];
  /** Display time between the last frame of a loop and the first of the next, in ms. */
  gapsMs: number[];
  firstFrameAt: number | null;
}

const STATS_KEPT = 2000;
const playerStats: SeamStats = { loops: 0, dropped: [], gapsMs: [], firstFrameAt: null };

function keep(list: number[], value: number): void {
  list.push(value);
  if (list.length > STATS_KEPT) list.splice(0, list.length - STATS_KEPT);
}

type FrameInfo = { mediaTime: number; expectedDisplayTime: number };

// biome-ignore lint/correctness/noUnusedVariables: page.ts uses it (classic scripts share one scope)
class LoopPlayer {
  private front: HTMLVideoElement;
  private back: HTMLVideoElement;
  private items: LoopItem[] = [];
  private index = 0;
  private intervalMs = 300_000;
  private itemStartedAt = 0;
  /** The item the back element holds, and whether it is ready to start at once. */
  private backItem: LoopItem | null = null;
  private backReady = false;
  private switching = false;
  private frameSeconds = 1 / 30;
  private lastFrontFrame: FrameInfo | null = null;
  private generation = 0;

  constructor(
    videos: [HTMLVideoElement, HTMLVideoElement],
    private readonly onError: (url: string, message: string) => void,
    /**
     * `dual`: every loop swaps to the other element. `native`: one clip repeats with the video's own
     * `loop`, and only a change of clip swaps (the benchmark compares both).
     */
    private readonly strategy: 'dual' | 'native' = 'dual',
    /** How close to the end (in frames) the last frame is recognised. */
    private readonly leadFrames = 1.5,
  ) {
    [this.front, this.back] = videos;
    for (const video of videos) {
      video.loop = false;
      video.addEventListener('error', () => {
        const message = video.error?.message || `media error ${video.error?.code ?? 'unknown'}`;
        this.onError(video.currentSrc || video.src, message.slice(0, 500));
      });
      video.addEventListener('ended', () => {
        // The back element was not ready at the seam: switch as soon as it is.
        if (video === this.front && !this.switching) void this.swap();
      });
    }
  }

  /** Starts (or updates) the playlist; the clip showing keeps playing when it is still listed. */
  setPlaylist(items: LoopItem[], intervalSeconds: number): void {
    const current = this.items[this.index];
    this.items = items;
    this.intervalMs = intervalSeconds * 1000;
    const kept = current ? items.findIndex((item) => item.id === current.id) : -1;
    if (kept >= 0 && !this.front.paused) {
      this.index = kept;
      void this.prepareBack();
      return;
    }
    this.index = 0;
    void this.startFresh();
  }

  stop(): void {
    this.generation += 1;
    this.items = [];
    for (const video of [this.front, this.back]) {
      video.pause();
      video.removeAttribute('src');
      video.load();
    }
  }

  private async startFresh(): Promise<void> {
    const generation = ++this.generation;
    const item = this.items[this.index];
    if (!item) return;
    this.switching = false;
    this.lastFrontFrame = null;
    await this.load(this.front, item);
    if (generation !== this.generation) return;
    this.front.classList.add('front');
    this.back.classList.remove('front');
    this.itemStartedAt = performance.now();
    this.watchFront(generation);
    try {
      await this.front.play();
    } catch (error) {
      this.onError(item.url, String(error).slice(0, 500));
      return;
    }
    await this.prepareBack();
  }

  /** Loads `item` into `video` at its first frame; resolves once that frame can be shown. */
  private async load(video: HTMLVideoElement, item: LoopItem): Promise<void> {
    video.pause();
    if (video.dataset.itemId !== item.id) {
      video.dataset.itemId = item.id;
      video.src = item.url;
    } else {
      video.currentTime = 0;
    }
    if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA && !video.seeking) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        video.removeEventListener('canplay', done);
        video.removeEventListener('seeked', done);
        video.removeEventListener('error', done);
        resolve();
      };
      video.addEventListener('canplay', done);
      video.addEventListener('seeked', done);
      video.addEventListener('error', done);
    });
  }

  /** What comes after the clip showing: itself, or the next clip once it has had its time. */
  private nextItem(): LoopItem | undefined {
    const due = this.items.length > 1 && performance.now() - this.itemStartedAt >= this.intervalMs;
    return due ? this.items[(this.index + 1) % this.items.length] : this.items[this.index];
  }

  private async prepareBack(): Promise<void> {
    const next = this.nextItem();
    if (!next) return;
    this.backReady = false;
    this.backItem = next;
    await this.load(this.back, next);
    if (this.backItem === next) this.backReady = true;
    // With the native strategy the clip repeats by itself until another one is due.
    if (this.strategy === 'native') this.front.loop = next.id === this.items[this.index]?.id;
  }

  private watchFront(generation: number): void {
    const video = this.front;
    const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
      if (generation !== this.generation || video !== this.front) return;
      if (playerStats.firstFrameAt === null) playerStats.firstFrameAt = performance.now();
      const last = this.lastFrontFrame;
      if (last && meta.mediaTime > last.mediaTime) {
        // The shortest step between presented frames is the clip's frame duration.
        this.frameSeconds = Math.min(this.frameSeconds, meta.mediaTime - last.mediaTime);
      }
      if (last && video.loop && meta.mediaTime < last.mediaTime) {
        this.recordSeam(last, meta, video.duration, false);
        if (this.nextItem() !== this.backItem) void this.prepareBack();
      }
      this.lastFrontFrame = { mediaTime: meta.mediaTime, expectedDisplayTime: meta.expectedDisplayTime };
      const remaining = video.duration - meta.mediaTime;
      if (!video.loop && !this.switching && this.backReady && remaining <= this.frameSeconds * this.leadFrames) {
        // The last frame is up: give it its full time, then show the next loop's first frame.
        this.switching = true;
        const wait = Math.max(0, meta.expectedDisplayTime - performance.now() + this.frameSeconds * 1000 - 4);
        window.setTimeout(() => void this.swap(), wait);
        return;
      }
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  }

  /**
   * Brings the back element to the front, showing its first frame (decoded while it waited), and
   * starts it; the old one is paused once the new one presents its next frame.
   */
  private async swap(): Promise<void> {
    if (!this.backReady || !this.backItem) {
      this.switching = false;
      return;
    }
    this.switching = true;
    const generation = this.generation;
    const incoming = this.back;
    const outgoing = this.front;
    const item = this.backItem;
    const lastOut = this.lastFrontFrame;
    incoming.classList.add('front');
    outgoing.classList.remove('front');
    incoming.requestVideoFrameCallback((_now, meta) => {
      if (generation !== this.generation) return;
      outgoing.pause();
      outgoing.loop = false;
      this.recordSeam(lastOut, meta, outgoing.duration, true);
      this.front = incoming;
      this.back = outgoing;
      if (item.id !== this.items[this.index]?.id) {
        this.index = Math.max(
          0,
          this.items.findIndex((candidate) => candidate.id === item.id),
        );
        this.itemStartedAt = performance.now();
      }
      this.lastFrontFrame = { mediaTime: meta.mediaTime, expectedDisplayTime: meta.expectedDisplayTime };
      this.switching = false;
      this.watchFront(generation);
      void this.prepareBack();
    });
    try {
      await incoming.play();
    } catch (error) {
      incoming.classList.remove('front');
      outgoing.classList.add('front');
      this.switching = false;
      this.onError(item.url, String(error).slice(0, 500));
    }
  }

  /**
   * Counts the frames lost at a seam: frames of the clip never shown between the last frame of one
   * loop and the first frame the next loop presents (its first frame counts as shown: it was up,
   * paused, from the swap), plus display slots where a frame stayed up longer than its time.
   */
  private recordSeam(
    last: FrameInfo | null,
    first: VideoFrameCallbackMetadata,
    duration: number,
    swapped: boolean,
  ): void {
    playerStats.loops += 1;
    if (!last || !Number.isFinite(duration)) return;
    const step = this.frameSeconds;
    const between = Math.round((duration - last.mediaTime + first.mediaTime) / step) - 1;
    const shownPaused = swapped && first.mediaTime > step / 2 ? 1 : 0;
    const skipped = Math.max(0, between - shownPaused);
    const gapMs = first.expectedDisplayTime - last.expectedDisplayTime;
    const held = Math.max(0, Math.round(gapMs / (step * 1000)) - (between + 1));
    keep(playerStats.dropped, skipped + held);
    keep(playerStats.gapsMs, Math.round(gapMs * 10) / 10);
  }
}
