/** How long main waits for the page's frame count to move (or for any heartbeat) before acting. */
export const PAGE_STALL_MS = 12_000;

export interface Heartbeat {
  playing: boolean;
  frames: number;
}

/**
 * Main's side of the playback watchdog, without Electron: the page reports every second whether
 * a clip should play and how many frames it has presented. The page's own watchdog tries the
 * cheap steps first (2 s each); this one catches a page whose timers or frames stopped for good.
 */
export class FrameWatchdog {
  private last: (Heartbeat & { at: number; movedAt: number }) | null = null;

  constructor(private readonly limitMs = PAGE_STALL_MS) {}

  beat(heartbeat: Heartbeat, now: number): void {
    const moved = !this.last || heartbeat.frames !== this.last.frames || !heartbeat.playing;
    this.last = { ...heartbeat, at: now, movedAt: moved ? now : (this.last?.movedAt ?? now) };
  }

  /** The page was (re)loaded: nothing is owed until its first heartbeat. */
  reset(): void {
    this.last = null;
  }

  /** Why the page needs a reload now, or null while all is well. Reporting a stall starts the count over. */
  check(now: number): string | null {
    const last = this.last;
    if (!last) return null;
    let why: string | null = null;
    if (now - last.at >= this.limitMs) why = `no heartbeat from the page for ${Math.round((now - last.at) / 1000)} s`;
    else if (last.playing && now - last.movedAt >= this.limitMs) {
      why = `no new frame for ${Math.round((now - last.movedAt) / 1000)} s while a clip should play`;
    }
    if (why) this.last = null;
    return why;
  }
}
