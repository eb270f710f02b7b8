import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow } from 'electron';

/** The playback page as main loads it; IPC senders are checked against this URL. */
export const PAGE_URL = pathToFileURL(join(import.meta.dirname, '../page/index.html')).href;

/** Set DTM_PLAYER_WINDOWED=1 to run in a normal window on a development machine. */
const windowed = process.env.DTM_PLAYER_WINDOWED === '1';

/** Opens the full-screen kiosk window with the playback page and nothing else reachable. */
export async function createPlayerWindow(): Promise<BrowserWindow> {
  const win = new BrowserWindow({
    width: 1024,
    height: 600,
    show: false,
    kiosk: !windowed,
    fullscreen: !windowed,
    frame: windowed,
    autoHideMenuBar: true,
    backgroundColor: '#000000',
    webPreferences: {
      preload: join(import.meta.dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      spellcheck: false,
      autoplayPolicy: 'no-user-gesture-required',
      // Looping must not stall when the screen is the only thing running.
      backgroundThrottling: false,
    },
  });
  // The page never navigates or opens windows; a stray link must not leave the player.
  win.webContents.on('will-navigate', (event) => event.preventDefault());
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.once('ready-to-show', () => win.show());
  await win.loadURL(PAGE_URL);
  return win;
}
