import type { BrowserWindow } from 'electron';
import { FrameWatchdog, type Heartbeat } from '../core/frame-watchdog.ts';

/**
 * Main's playback watchdog: the page's heartbeats feed it; a page whose frames or heartbeats stop
 * is handed to `recover` (reload with back-off, relaunch when it keeps failing). Returns the
 * heartbeat handler and the page's own stall report handler.
 */
export function watchPlayback(
  win: BrowserWindow,
  recover: (why: string) => void,
  relaunch: (why: string) => void,
): { heartbeat(beat: Heartbeat): void; stalled(report: { action: 'reload-page' | 'relaunch'; reason: string }): void } {
  const dog = new FrameWatchdog();
  const timer = setInterval(() => {
    const why = dog.check(Date.now());
    if (why) recover(`playback watchdog: ${why}`);
  }, 1000);
  win.webContents.on('did-start-loading', () => dog.reset());
  win.on('closed', () => clearInterval(timer));
  return {
    heartbeat: (beat) => dog.beat(beat, Date.now()),
    stalled: ({ action, reason }) => {
      console.error(`[player] page watchdog asks to ${action}: ${reason}`);
      dog.reset();
      if (action === 'relaunch') relaunch(`page watchdog: ${reason}`);
      else recover(`page watchdog: ${reason}`);
    },
  };
}
