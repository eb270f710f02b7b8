// Wires the playback machine (playback-machine.ts, the global `Playback`) to the two <video>
// elements: carries out its commands, and feeds it what the elements do (ready, ended, error,
// every presented frame through requestVideoFrameCallback, a tick four times a second for the
// watchdog). It also times the seam: the last frame of a loop gets its full time before the next
// loop's first frame comes up, and records what every seam cost in `playerStats`.

type LoopItem = import('./playback-machine.ts').LoopItem;
type Slot = import('./playback-machine.ts').Slot;
type LoopMode = import('./playback-machine.ts').LoopMode;
type Command = import('./playback-machine.ts').Command;

const TICK_MS = 250;

interface PlayerEvents {
  error(url: string, message: string): void;
  recover(action: 'reload-page' | 'relaunch', reason: string): void;
  /** A picture is up after none was (the first frame after a start): the page may take down what covered it. */
  picture?(): void;
  /** A loop ended and the next began (or the next clip): a restart here goes unnoticed (main installs updates at it). */
  seam?(): void;
}

// biome-ignore lint/correctness/noUnusedVariables: page.ts uses it (classic scripts share one scope)
class LoopPlayer {
  private readonly videos: Record<Slot, HTMLVideoElement>;
  private readonly machine: InstanceType<typeof Playback.PlaybackMachine>;
  private readonly seqs: Record<Slot, number> = { a: 0, b: 0 };
  private readonly cancelLoad: Record<Slot, (() => void) | null> = { a: null, b: null };
  private readonly lastFrame: Record<Slot, FrameInfo | null> = { a: null, b: null };
  private readonly clips = new Map<string, ClipInfo>();
  private front: Slot | null = null;
  /** The element started for a seam and the last frame of the one it replaces. */
  private incoming: { slot: Slot; mode: string; lastOut: FrameInfo | null; outDuration: number } | null = null;
  private seamTimer: number | undefined;
  /** The waiting element's play() for the coming seam, timed so its second frame follows the first by one frame. */
  private playTimer: number | undefined;
  private plannedPlay: { slot: Slot; at: number } | null = null;
  /** When play() was called on an element for a seam (measures how long it takes to start). */
  private readonly playAt: Record<Slot, number | null> = { a: null, b: null };
  private readonly earlyStop: Record<Slot, number | undefined> = { a: undefined, b: undefined };
  private lastFrontFrameAt = 0;
  /** When the watchdog last acted (its steps are the machine's only 'log' commands). */
  private lastWatchdogAt = 0;

  constructor(
    videos: [HTMLVideoElement, HTMLVideoElement],
    private readonly events: PlayerEvents,
    /** Forces one way of looping for every clip (the benchmark compares them); otherwise chosen per clip. */
    private readonly forcedMode: LoopMode | null = null,
    /** How close to the end (in frames) the last frame is recognised. */
    private readonly leadFrames = 1.5,
    /** How much earlier than the end of the last frame's time the seam starts (the swap takes a display frame). */
    private readonly earlyMs = 20,
  ) {
    this.videos = { a: videos[0], b: videos[1] };
    this.machine = new Playback.PlaybackMachine((item) => this.modeFor(item));
    for (const slot of ['a', 'b'] as const) {
      const video = this.videos[slot];
      video.loop = false;
      video.addEventListener('error', () => {
        if (!video.dataset.itemId) return;
        const message = video.error?.message || `media error ${video.error?.code ?? 'unknown'}`;
        this.run(this.machine.error(slot, this.seqs[slot], message.slice(0, 500), performance.now()));
      });
      video.addEventListener('ended', () => this.run(this.machine.ended(slot, performance.now())));
      this.watchFrames(slot);
    }
    window.setInterval(() => this.tick(), TICK_MS);
  }

  /** Starts (or updates) the playlist; the clip showing keeps playing when it is still listed. */
  setPlaylist(items: LoopItem[], intervalSeconds: number): void {
    this.run(this.machine.setPlaylist(items, intervalSeconds, performance.now()));
  }

  stop(): void {
    this.run(this.machine.stop());
  }

  /** The machine's state, for the heartbeat and the tests. */
  state() {
    return { ...this.machine.snapshot(), shouldPlay: this.machine.shouldPlay };
  }

  private modeFor(item: LoopItem): LoopMode {
    return this.forcedMode ?? chooseLoopMode(this.clips.get(item.id));
  }

  private tick(): void {
    const now = performance.now();
    if (this.machine.shouldPlay && this.front) {
      playerStats.longestStillMs = Math.max(playerStats.longestStillMs, Math.round(now - this.lastFrontFrameAt));
      const unanswered = now - Math.max(this.lastFrontFrameAt, this.lastWatchdogAt);
      playerStats.longestUnansweredStillMs = Math.max(playerStats.longestUnansweredStillMs, Math.round(unanswered));
    }
    const commands = this.machine.tick(now);
    if (commands.some((command) => command.type === 'log')) this.lastWatchdogAt = now;
    this.run(commands);
  }

  private run(commands: Command[]): void {
    for (const command of commands) {
      switch (command.type) {
        case 'load':
          this.load(command.slot, command.item, command.seq);
          break;
        case 'show':
          this.show(command.slot, command.mode);
          break;
        case 'loop':
          this.videos[command.slot].loop = command.loop;
          break;
        case 'play':
          this.play(command.slot);
          break;
        case 'pause':
          this.forgetPlay(command.slot);
          this.videos[command.slot].pause();
          break;
        case 'unload':
          this.unload(command.slot);
          break;
        case 'report-error':
          this.events.error(command.item.url, command.message);
          break;
        case 'recover':
          this.events.recover(command.action, command.reason);
          break;
        case 'log':
          console.warn(`[player] ${command.message}`);
          keep(playerStats.recoveries, command.message);
          break;
      }
    }
  }

  /** Puts `item` in the element at its first frame, paused; tells the machine once it can start at once. */
  private load(slot: Slot, item: LoopItem, seq: number): void {
    this.cancelLoad[slot]?.();
    this.seqs[slot] = seq;
    const video = this.videos[slot];
    video.pause();
    video.loop = false;
    this.forgetPlay(slot);
    if (this.incoming?.slot === slot) this.incoming = null;
    if (video.dataset.itemId !== item.id || video.error || !video.getAttribute('src')) {
      video.dataset.itemId = item.id;
      video.src = item.url;
    } else {
      video.currentTime = 0;
    }
    const check = (): void => {
      if (this.seqs[slot] !== seq || video.readyState < HTMLMediaElement.HAVE_FUTURE_DATA || video.seeking) return;
      cancel();
      this.rememberClip(item, video);
      this.run(this.machine.ready(slot, seq, performance.now()));
    };
    const names = ['canplay', 'canplaythrough', 'seeked', 'loadeddata'] as const;
    const cancel = (): void => {
      for (const name of names) video.removeEventListener(name, check);
      if (this.cancelLoad[slot] === cancel) this.cancelLoad[slot] = null;
    };
    for (const name of names) video.addEventListener(name, check);
    this.cancelLoad[slot] = cancel;
    queueMicrotask(check);
  }

  private rememberClip(item: LoopItem, video: HTMLVideoElement): void {
    this.clips.set(item.id, clipInfoOf(video, item.url, this.clips.get(item.id)));
  }

  private unload(slot: Slot): void {
    this.cancelLoad[slot]?.();
    const video = this.videos[slot];
    delete video.dataset.itemId;
    video.classList.remove('front');
    video.pause();
    video.loop = false;
    video.removeAttribute('src');
    video.load();
    this.forgetPlay(slot);
    this.lastFrame[slot] = null;
    if (this.front === slot) this.front = null;
    if (this.incoming?.slot === slot) this.incoming = null;
  }

  private play(slot: Slot): void {
    this.videos[slot].play().catch((error: unknown) => {
      // A play() cut short by a new load or a pause is expected; anything else is logged.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn(`[player] play() on ${slot}: ${String(error).slice(0, 300)}`);
    });
  }

  /**
   * Starts `slot` for a seam. `dual`: it comes to the front at once, showing the first frame it
   * holds decoded. `hold`: it starts underneath and comes up on its first presented frame (the
   * outgoing last frame stays until then).
   */
  private show(slot: Slot, mode: 'dual' | 'hold'): void {
    window.clearTimeout(this.seamTimer);
    const outgoing = this.front;
    const out = outgoing ? this.videos[outgoing] : null;
    this.incoming = {
      slot,
      mode: outgoing === null ? 'start' : mode,
      lastOut: outgoing ? this.lastFrame[outgoing] : null,
      outDuration: out?.duration ?? Number.NaN,
    };
    this.lastFrame[slot] = null;
    if (mode === 'dual' || !out) this.raise(slot);
    const plan = this.plannedPlay;
    this.plannedPlay = null;
    window.clearTimeout(this.playTimer);
    if (this.playAt[slot] !== null && !this.videos[slot].paused) return; // started early for this seam
    const wait = plan?.slot === slot && mode === 'dual' && out ? plan.at - performance.now() : 0;
    if (wait > 1) {
      // Its first frame is up (paused): it starts so that the second frame comes one frame later.
      this.playTimer = window.setTimeout(() => {
        if (this.incoming?.slot === slot) this.startForSeam(slot);
      }, wait);
    } else {
      this.startForSeam(slot);
    }
  }

  private startForSeam(slot: Slot): void {
    window.clearTimeout(this.earlyStop[slot]);
    this.playAt[slot] = performance.now();
    this.play(slot);
  }

  private forgetPlay(slot: Slot): void {
    window.clearTimeout(this.earlyStop[slot]);
    this.playAt[slot] = null;
    if (this.plannedPlay?.slot === slot) this.plannedPlay = null;
  }

  /**
   * ms from play() on a waiting element to its second frame on screen (its first is up, paused),
   * learned per clip at its past seams. Until measured: one frame and the early start, which
   * starts it as it comes to the front.
   */
  private startLatency(id: string | undefined, step: number): number {
    return median(this.clips.get(id ?? '')?.startMs ?? []) ?? step * 1000 + this.earlyMs;
  }

  /**
   * Plans the waiting element's play() for the seam that ends at `endAt` (display time): its
   * second frame should follow its first (shown from `endAt`) by one frame. When that moment
   * comes before the seam itself, the element starts underneath, still showing its first frame.
   */
  private planPlay(front: Slot, endAt: number): void {
    const back: Slot = front === 'a' ? 'b' : 'a';
    const video = this.videos[back];
    const state = this.machine.snapshot();
    if (state.front !== front || state.incoming || state.back?.status !== 'ready' || !video.paused) return;
    const step = this.clips.get(video.dataset.itemId ?? '')?.frameSeconds ?? 1 / 30;
    const at = endAt + step * 1000 - this.startLatency(video.dataset.itemId, step);
    this.plannedPlay = { slot: back, at };
    window.clearTimeout(this.playTimer);
    const wait = at - performance.now();
    if (wait >= endAt - this.earlyMs - performance.now()) return; // after the seam: show() times it
    this.playTimer = window.setTimeout(
      () => {
        const now = this.machine.snapshot();
        if (now.front !== front || now.incoming || now.back?.status !== 'ready' || !video.paused) return;
        this.startForSeam(back);
        // A seam that does not come after all (a new library, say): back to the first frame.
        this.earlyStop[back] = window.setTimeout(
          () => {
            if (this.front === back || this.incoming?.slot === back || this.playAt[back] === null) return;
            this.playAt[back] = null;
            video.pause();
            video.currentTime = 0;
          },
          Math.max(0, endAt - performance.now()) + 500,
        );
      },
      Math.max(0, wait),
    );
  }

  private raise(slot: Slot): void {
    this.videos[slot].classList.add('front');
    this.videos[slot === 'a' ? 'b' : 'a'].classList.remove('front');
  }

  /** Every presented frame of either element, for as long as the page lives. */
  private watchFrames(slot: Slot): void {
    const video = this.videos[slot];
    const onFrame = (now: number, meta: VideoFrameCallbackMetadata): void => {
      video.requestVideoFrameCallback(onFrame);
      this.onFrame(slot, video, now, meta);
    };
    video.requestVideoFrameCallback(onFrame);
  }

  private onFrame(slot: Slot, video: HTMLVideoElement, _now: number, meta: VideoFrameCallbackMetadata): void {
    if (video.paused && slot !== this.front) return;
    const now = performance.now();
    const incoming = this.incoming;
    if (incoming?.slot === slot) {
      if (!video.classList.contains('front')) this.raise(slot);
      this.incoming = null;
      const started = this.playAt[slot];
      this.playAt[slot] = null;
      const inInfo = this.clips.get(video.dataset.itemId ?? '');
      if (started !== null && inInfo && incoming.mode !== 'start') {
        // Which frame this is tells when its second frame was (or would have been) on screen.
        const index = Math.round(meta.mediaTime / inInfo.frameSeconds);
        if (index >= 1 && index <= 3) {
          keep(inInfo.startMs, meta.expectedDisplayTime - (index - 1) * inInfo.frameSeconds * 1000 - started);
          if (inInfo.startMs.length > START_SAMPLES) inInfo.startMs.shift();
        }
      }
      if (incoming.mode !== 'start') {
        const changed = this.front !== null && this.videos[this.front].dataset.itemId !== video.dataset.itemId;
        this.recordSeam(incoming.lastOut, meta, incoming.outDuration, changed ? 'change' : incoming.mode, true);
        if (changed) playerStats.changes += 1;
      }
      this.front = slot;
      if (playerStats.firstFrameAt === null) playerStats.firstFrameAt = now;
      if (incoming.mode === 'start') this.events.picture?.();
    }
    if (slot !== this.front) {
      this.run(this.machine.presented(slot, now));
      return;
    }
    const last = this.lastFrame[slot];
    const id = video.dataset.itemId ?? '';
    const info = this.clips.get(id);
    if (last && meta.mediaTime > last.mediaTime && info) {
      // The shortest step between presented frames is the clip's frame duration.
      info.frameSeconds = Math.min(info.frameSeconds, meta.mediaTime - last.mediaTime);
    }
    if (last && meta.mediaTime < last.mediaTime && video.loop)
      this.recordSeam(last, meta, video.duration, 'native', false);
    this.lastFrame[slot] = { mediaTime: meta.mediaTime, expectedDisplayTime: meta.expectedDisplayTime };
    this.lastFrontFrameAt = now;
    playerStats.presented += 1;
    this.run(this.machine.presented(slot, now));
    const step = info?.frameSeconds ?? 1 / 30;
    const remaining = video.duration - meta.mediaTime;
    if (!video.loop && Number.isFinite(remaining) && remaining <= step * (this.leadFrames + 2)) {
      // Close to the end: when the last frame's time is up (display time), planned from each frame.
      const endAt = meta.expectedDisplayTime + Math.max(1, Math.round(remaining / step)) * step * 1000;
      if (this.forcedMode !== 'hold') this.planPlay(slot, endAt);
      if (remaining <= step * this.leadFrames) {
        // The last frame is up: give it its full time, then the seam.
        window.clearTimeout(this.seamTimer);
        const wait = Math.max(0, endAt - performance.now() - this.earlyMs);
        this.seamTimer = window.setTimeout(() => this.run(this.machine.ended(slot, performance.now())), wait);
      }
    }
  }

  /**
   * Counts the frames lost at a seam: frames of the clip never shown between the last frame of one
   * loop and the first frame the next loop presents (its first frame counts as shown when it was
   * up, paused, from the swap), plus display slots where a frame stayed up longer than its time.
   */
  private recordSeam(
    last: FrameInfo | null,
    first: VideoFrameCallbackMetadata,
    duration: number,
    mode: string,
    swapped: boolean,
  ): void {
    playerStats.loops += 1;
    this.events.seam?.();
    if (!last || !Number.isFinite(duration)) return;
    const id = this.front ? (this.videos[this.front].dataset.itemId ?? '') : '';
    const step = this.clips.get(id)?.frameSeconds ?? 1 / 30;
    if (mode === 'change') {
      // Another clip: only the time between the two pictures means something.
      keep(playerStats.dropped, 0);
    } else {
      const between = Math.round((duration - last.mediaTime + first.mediaTime) / step) - 1;
      const shownPaused = swapped && mode === 'dual' && first.mediaTime > step / 2 ? 1 : 0;
      const skipped = Math.max(0, between - shownPaused);
      const gapMs = first.expectedDisplayTime - last.expectedDisplayTime;
      const slots = Math.round(gapMs / (step * 1000));
      const held = Math.max(0, slots - (between + 1));
      // The last frame and a first frame shown paused need a display slot each: less is a frame cut short.
      const cut = Math.max(0, 1 + shownPaused - slots);
      keep(playerStats.dropped, skipped + held + cut);
    }
    const gapMs = first.expectedDisplayTime - last.expectedDisplayTime;
    const shown = mode !== 'native' && swapped && first.mediaTime > step / 2 ? 2 : 1;
    keep(playerStats.gapsMs, Math.round(gapMs * 10) / 10);
    keep(playerStats.seamMs, Math.round((gapMs / shown) * 10) / 10);
    keep(playerStats.modes, mode);
  }
}
