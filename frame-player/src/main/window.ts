import { join } from 'node:path';
import { app, BrowserWindow } from 'electron';

/** The one full-screen kiosk window showing the playback page. */
export function createKioskWindow(): BrowserWindow {
  const window = new BrowserWindow({
    kiosk: true,
    fullscreen: true,
    frame: false,
    autoHideMenuBar: true,
    backgroundColor: '#000000',
    webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
  });
  window.setMenu(null);
  void window.loadFile(join(app.getAppPath(), 'src/page/index.html'));
  return window;
}
