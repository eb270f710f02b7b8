// The playback page's decisions, without the DOM: which of the two video elements shows, what
// each one holds, and what to do when a clip ends, an element becomes ready, fails or stops
// presenting frames. Every event returns the commands the page carries out on its <video>
// elements, so this file runs under Node (vitest) and in the page (bundled as the global
// `PlaybackMachine`, scripts/build.ts).

export interface LoopItem {
  id: string;
  url: string;
  name: string;
}

export type Slot = 'a' | 'b';

/**
 * How one clip repeats. `native`: the element's own `loop` (one element, the decoder seeks back
 * to the start); `dual`: the other element holds the first frame decoded and comes to the front
 * at the seam; `hold`: the other element starts underneath and comes to the front on its first
 * presented frame, the outgoing last frame staying up until then.
 */
export type LoopMode = 'native' | 'dual' | 'hold';

export type Command =
  /** Put `item` in `slot` at its first frame, paused; answer with `ready` or `error` and `seq`. */
  | { type: 'load'; slot: Slot; item: LoopItem; seq: number }
  /** Start `slot` and bring it to the front (how depends on `mode`); answer with its frames. */
  | { type: 'show'; slot: Slot; mode: 'dual' | 'hold' }
  | { type: 'loop'; slot: Slot; loop: boolean }
  | { type: 'play'; slot: Slot }
  | { type: 'pause'; slot: Slot }
  | { type: 'unload'; slot: Slot }
  /** Tell main the file did not play (once per clip and page; the page retries it after a back-off). */
  | { type: 'report-error'; item: LoopItem; message: string }
  /** The page cannot bring playback back by itself: main reloads the page or relaunches the app. */
  | { type: 'recover'; action: 'reload-page' | 'relaunch'; reason: string }
  | { type: 'log'; message: string };

/** No new frame for this long while a clip should play is a stall. */
export const STALL_MS = 2_000;

/** A clip that failed is tried again after 1 s, 2 s, 4 s ... at most a minute apart (a file unreadable for a moment comes back). */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 60_000;
/** Failures in a row after which a clip leaves the rotation until the page reloads, when others still play. */
export const DROP_AFTER = 5;

/** How long a clip that failed `count` times in a row waits before it is tried again. */
export function retryDelayMs(count: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, count - 1));
}

interface Failure {
  count: number;
  retryAt: number;
  dropped: boolean;
}

type SlotStatus = 'empty' | 'loading' | 'ready' | 'used' | 'failed';

interface SlotState {
  item: LoopItem | null;
  seq: number;
  status: SlotStatus;
}

const other = (slot: Slot): Slot => (slot === 'a' ? 'b' : 'a');

/** The switch logic of the playback page (see the file comment). Times are the page's `performance.now()`. */
export class PlaybackMachine {
  private items: LoopItem[] = [];
  private intervalMs = 300_000;
  /** The clip on screen (the front element's). */
  private current: LoopItem | null = null;
  private itemStartedAt = 0;
  private front: Slot | null = null;
  /** Shown and started, not yet presenting: becomes the front on its first frame. */
  private incoming: Slot | null = null;
  private readonly slots: Record<Slot, SlotState> = {
    a: { item: null, seq: 0, status: 'empty' },
    b: { item: null, seq: 0, status: 'empty' },
  };
  private seq = 0;
  /** Switch as soon as the back element is ready: the front ended, failed, or the library changed. */
  private switchWhenReady = false;
  private frontLoops = false;
  /** Clips that failed here: left out until `retryAt`, or for the page's life once dropped. */
  private readonly failed = new Map<string, Failure>();
  /** Clips already reported to main (once per page). */
  private readonly reported = new Set<string>();
  private now = 0;
  private lastProgressAt = 0;
  private stallStep = 0;

  constructor(private readonly modeFor: (item: LoopItem) => LoopMode = () => 'native') {}

  /** What the page needs to know about the state (tests, the status view, the soak benchmark). */
  snapshot() {
    return {
      front: this.front,
      incoming: this.incoming,
      current: this.current?.id ?? null,
      back: this.front
        ? { ...this.slots[other(this.front)], item: this.slots[other(this.front)].item?.id ?? null }
        : null,
      frontLoops: this.frontLoops,
      switchWhenReady: this.switchWhenReady,
      stallStep: this.stallStep,
    };
  }

  /**
   * Whether a clip should be presenting frames now (what the watchdogs check): whenever the library
   * holds a clip, also while its clips wait to be retried, so a picture that does not come back is
   * acted on ("should play, is not") instead of looking like an empty library.
   */
  get shouldPlay(): boolean {
    return this.items.length > 0;
  }

  /** Left out now: waiting for its retry, or dropped. */
  private isOut(id: string): boolean {
    const failure = this.failed.get(id);
    return failure !== undefined && (failure.dropped || this.now < failure.retryAt);
  }

  /** The watchdog's steps try failed clips again at once (not dropped ones). */
  private retryNow(): void {
    for (const failure of this.failed.values()) failure.retryAt = 0;
  }

  /** A new library. The clip showing keeps playing when it is still listed; otherwise the first one takes over once ready. */
  setPlaylist(items: LoopItem[], intervalSeconds: number, now: number): Command[] {
    this.now = now;
    this.items = items;
    this.intervalMs = intervalSeconds * 1000;
    this.lastProgressAt = now;
    this.stallStep = 0;
    if (this.front && this.current && items.some((item) => item.id === this.current?.id)) {
      return this.prepareBack(now);
    }
    const first = this.playableAfter(-1);
    if (!first) return this.stop();
    this.switchWhenReady = true;
    return this.loadBack(first);
  }

  /** Nothing to play (the first-run screen): both elements let go of their files. */
  stop(): Command[] {
    this.items = [];
    this.current = null;
    this.front = null;
    this.incoming = null;
    this.switchWhenReady = false;
    this.frontLoops = false;
    const out: Command[] = [];
    for (const slot of ['a', 'b'] as const) {
      this.slots[slot] = { item: null, seq: ++this.seq, status: 'empty' };
      out.push({ type: 'unload', slot });
    }
    return out;
  }

  /** The element in `slot` holds its clip's first frame, decoded. */
  ready(slot: Slot, seq: number, now: number): Command[] {
    this.now = now;
    const state = this.slots[slot];
    if (state.seq !== seq || state.status !== 'loading') return [];
    state.status = 'ready';
    if (slot === this.front) return [];
    if (this.switchWhenReady || !this.front) return this.show(slot, now);
    // The front was looping by itself while another clip loaded: let it end so the switch happens.
    if (this.frontLoops && state.item?.id !== this.current?.id) {
      this.frontLoops = false;
      return [{ type: 'loop', slot: this.front, loop: false }];
    }
    return [];
  }

  /** The front clip's last frame has had its time (or the element fired `ended`): the seam. */
  ended(slot: Slot, now: number): Command[] {
    if (slot !== this.front || this.incoming || this.frontLoops) return [];
    const back = this.slots[other(slot)];
    if (back.status === 'ready') return this.show(other(slot), now);
    // Not ready yet: switch the moment it is (no lost event), keep the last frame up meanwhile.
    this.switchWhenReady = true;
    if (back.status === 'loading') return [];
    return this.prepareBack(now);
  }

  /** The element in `slot` presented a frame. */
  presented(slot: Slot, now: number): Command[] {
    this.now = now;
    if (slot === this.incoming) return this.switched(slot, now);
    if (slot !== this.front) return [];
    this.lastProgressAt = now;
    this.stallStep = 0;
    const id = this.slots[slot].item?.id;
    if (id) this.failed.delete(id);
    return [];
  }

  /** The element in `slot` failed to load or decode its clip. */
  error(slot: Slot, seq: number, message: string, now: number): Command[] {
    const state = this.slots[slot];
    if (state.seq !== seq || state.status === 'failed' || !state.item) return [];
    this.now = now;
    const item = state.item;
    state.status = 'failed';
    const out: Command[] = [];
    if (!this.reported.has(item.id)) {
      this.reported.add(item.id);
      out.push({ type: 'report-error', item, message });
    }
    const count = (this.failed.get(item.id)?.count ?? 0) + 1;
    // Dropped only when something else still plays: a frame with one clip keeps trying it.
    const othersPlay = this.items.some((i) => i.id !== item.id && !this.failed.get(i.id)?.dropped);
    const dropped = count >= DROP_AFTER && othersPlay;
    this.failed.set(item.id, { count, retryAt: now + retryDelayMs(count), dropped });
    out.push({
      type: 'log',
      message: dropped
        ? `playback: left out "${item.name}" until the page reloads: it failed ${count} times in a row (${message})`
        : `playback: "${item.name}" did not play (${message}); trying again in ${retryDelayMs(count) / 1000} s`,
    });
    if (slot === this.incoming) this.incoming = null;
    if (slot === this.front) {
      // The clip on screen broke mid-play: the next one takes over as soon as it can.
      this.switchWhenReady = true;
      const back = this.slots[other(slot)];
      if (back.status === 'ready' && back.item && !this.isOut(back.item.id)) {
        return [...out, ...this.show(other(slot), now)];
      }
    }
    return [...out, ...this.prepareBack(now)];
  }

  /** Called a few times a second: starts loading the next clip when its time comes, and the watchdog. */
  tick(now: number): Command[] {
    this.now = now;
    if (!this.shouldPlay) return [];
    const out: Command[] = [];
    const back = this.front ? this.slots[other(this.front)] : null;
    const next = this.nextItem(now);
    if (back && next && (back.item?.id !== next.id || back.status === 'failed') && !this.incoming) {
      out.push(...this.prepareBack(now));
    } else if (!this.front && !this.incoming && !this.busy()) {
      // Nothing on screen and nothing loading: a clip whose retry is due is loaded again.
      out.push(...this.prepareBack(now));
    }
    if (now - this.lastProgressAt < STALL_MS) return out;
    return [...out, ...this.recover(now)];
  }

  /** An element is loading a clip or holds one ready to show. */
  private busy(): boolean {
    return (['a', 'b'] as const).some((slot) => ['loading', 'ready'].includes(this.slots[slot].status));
  }

  private recover(now: number): Command[] {
    this.lastProgressAt = now;
    this.stallStep += 1;
    this.retryNow();
    const name = this.current?.name ?? this.items[0]?.name ?? '?';
    const why = `no new frame for ${STALL_MS / 1000} s (${name})`;
    const log = (step: string): Command => ({ type: 'log', message: `watchdog: ${why}; ${step}` });
    switch (this.stallStep) {
      case 1: {
        const out: Command[] = [log('retrying the switch')];
        const backSlot = this.front ? other(this.front) : 'a';
        if (this.incoming) {
          this.incoming = null;
          out.push(...this.show(backSlot, now));
        } else if (this.slots[backSlot].status === 'ready') {
          out.push(...this.show(backSlot, now));
        } else {
          if (this.front) out.push({ type: 'play', slot: this.front });
          this.switchWhenReady = true;
          this.slots[backSlot].status = 'used';
          out.push(...this.prepareBack(now));
        }
        return out;
      }
      case 2: {
        // Both elements start over with the clip that should show (a stuck decoder goes with them).
        const item = (this.current && !this.isOut(this.current.id) ? this.current : null) ?? this.playableAfter(-1);
        const out: Command[] = [log('reloading the video elements')];
        const items = this.items;
        out.push(...this.stop());
        this.items = items;
        if (!item) return out;
        this.switchWhenReady = true;
        return [...out, ...this.loadBack(item)];
      }
      case 3:
        return [log('reloading the page'), { type: 'recover', action: 'reload-page', reason: why }];
      case 4:
        return [log('relaunching the app'), { type: 'recover', action: 'relaunch', reason: why }];
      default:
        return [];
    }
  }

  private show(slot: Slot, now: number): Command[] {
    const item = this.slots[slot].item;
    if (!item) return [];
    this.incoming = slot;
    this.switchWhenReady = false;
    this.lastProgressAt = now;
    const repeat = item.id === this.current?.id;
    const mode = repeat && this.modeFor(item) === 'hold' ? 'hold' : 'dual';
    return [{ type: 'show', slot, mode }];
  }

  /** The incoming element presented its first frame: it is the front now. */
  private switched(slot: Slot, now: number): Command[] {
    const item = this.slots[slot].item;
    const out: Command[] = [];
    const previous = this.front;
    this.incoming = null;
    this.front = slot;
    this.slots[slot].status = 'used';
    if (previous && previous !== slot) {
      this.slots[previous].status = 'used';
      out.push({ type: 'pause', slot: previous });
      if (this.frontLoops) out.push({ type: 'loop', slot: previous, loop: false });
    }
    this.frontLoops = false;
    if (item && item.id !== this.current?.id) this.itemStartedAt = now;
    this.current = item;
    this.lastProgressAt = now;
    this.stallStep = 0;
    return [...out, ...this.prepareBack(now)];
  }

  /** Gets the back element ready with what comes next, or lets the front loop by itself. */
  private prepareBack(now: number): Command[] {
    if (!this.front) {
      const first = this.playableAfter(-1);
      return first && this.slots.a.status !== 'loading' && this.slots.b.status !== 'loading'
        ? this.loadBack(first)
        : [];
    }
    const next = this.nextItem(now);
    if (!next) return [];
    const back = this.slots[other(this.front)];
    const out: Command[] = [];
    if (next.id === this.current?.id && this.modeFor(next) === 'native' && !this.switchWhenReady) {
      if (!this.frontLoops) {
        this.frontLoops = true;
        out.push({ type: 'loop', slot: this.front, loop: true });
      }
      return out;
    }
    if (back.item?.id === next.id && (back.status === 'loading' || back.status === 'ready')) return out;
    return [...out, ...this.loadBack(next)];
  }

  private loadBack(item: LoopItem): Command[] {
    const slot = this.front ? other(this.front) : this.slots.a.status === 'loading' ? 'b' : 'a';
    if (slot === this.incoming) this.incoming = null;
    this.slots[slot] = { item, seq: ++this.seq, status: 'loading' };
    return [{ type: 'load', slot, item, seq: this.seq }];
  }

  /** What follows the clip showing: itself, or the next playable clip once it has had its time. */
  private nextItem(now: number): LoopItem | null {
    const index = this.current ? this.items.findIndex((item) => item.id === this.current?.id) : -1;
    const currentOk = index >= 0 && this.current !== null && !this.isOut(this.current.id);
    const due = !currentOk || now - this.itemStartedAt >= this.intervalMs;
    if (!due) return this.current;
    return this.playableAfter(index) ?? (currentOk ? this.current : null);
  }

  /** The first clip after `index` (wrapping, but not `index` itself) that is not waiting for a retry or dropped. */
  private playableAfter(index: number): LoopItem | null {
    const count = this.items.length;
    for (let step = 1; step <= count; step++) {
      const item = this.items[(index + step + count) % count];
      if (item && !this.isOut(item.id) && (index < 0 || step < count)) return item;
    }
    return null;
  }
}
