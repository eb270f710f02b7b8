import { app, type BrowserWindow } from 'electron';
import { relaunchOnMainCrash, reloadOnRendererCrash } from './crash-relaunch.ts';
import { listenToPage, sendToPage } from './ipc.ts';
import { keepDisplayAwake } from './power.ts';
import { claimSingleInstance } from './single-instance.ts';
import { applyKioskSwitches } from './switches.ts';
import { createPlayerWindow, PAGE_URL } from './window.ts';

// Only wiring lives here; each concern is its own module.
let win: BrowserWindow | null = null;

if (claimSingleInstance(() => win)) {
  relaunchOnMainCrash();
  applyKioskSwitches();
  app.on('window-all-closed', () => app.quit());
  app.whenReady().then(async () => {
    keepDisplayAwake();
    const created = await createPlayerWindow();
    win = created;
    reloadOnRendererCrash(created);
    listenToPage(created, PAGE_URL, {
      // The library and pairing are not wired yet: the page shows its idle screen.
      'player:ready': () => sendToPage(created, 'player:idle', { pairingCode: null }),
      'player:playback-error': ({ url, message }) => console.error(`[player] cannot play ${url}: ${message}`),
    });
  });
}
