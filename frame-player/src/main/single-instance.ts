import { app, type BrowserWindow } from 'electron';

/**
 * Claims the only running copy of the player. A second launch (autostart racing a crash
 * relaunch, say) quits at once and the first copy brings its window forward instead.
 */
export function claimSingleInstance(currentWindow: () => BrowserWindow | null): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const win = currentWindow();
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  return true;
}
