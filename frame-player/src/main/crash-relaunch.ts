import { app, type BrowserWindow } from 'electron';
import { onCrash } from '../core/restart-policy.ts';

/** Restarts the whole app: the frame has no one to click "reopen". */
function relaunch(reason: string): void {
  console.error(`[player] relaunching: ${reason}`);
  app.relaunch();
  app.exit(1);
}

/** An error in main leaves the app in an unknown state; start over rather than limp on. */
export function relaunchOnMainCrash(): void {
  process.on('uncaughtException', (error) => relaunch(`uncaught exception: ${error.stack ?? error.message}`));
  process.on('unhandledRejection', (reason) => relaunch(`unhandled rejection: ${String(reason)}`));
}

/**
 * Reloads the page when its renderer dies or hangs, backing off, and relaunches if it keeps dying.
 * Returns that recovery for other reasons to reload (the playback watchdog), and the relaunch.
 */
export function reloadOnRendererCrash(win: BrowserWindow): {
  recover: (why: string) => void;
  relaunch: (reason: string) => void;
} {
  let history: number[] = [];
  const recover = (why: string): void => {
    const next = onCrash(history, Date.now());
    history = next.history;
    if (next.decision.action === 'relaunch') {
      relaunch(`renderer keeps failing (${why})`);
      return;
    }
    console.error(`[player] renderer ${why}; reloading in ${next.decision.delayMs} ms`);
    setTimeout(() => {
      if (!win.isDestroyed()) win.webContents.reload();
    }, next.decision.delayMs);
  };
  win.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason !== 'clean-exit') recover(`gone: ${details.reason}`);
  });
  // A hung page gets a crash of its own so the path above handles it.
  win.on('unresponsive', () => win.webContents.forcefullyCrashRenderer());
  app.on('child-process-gone', (_event, details) => {
    if (details.type === 'GPU' && details.reason !== 'clean-exit') recover(`GPU process ${details.reason}`);
  });
  return { recover, relaunch };
}
