import { app, type BrowserWindow, screen } from 'electron';
import { loadConfig } from '../core/config.ts';
import { Player } from '../core/player.ts';
import { relaunchOnMainCrash, reloadOnRendererCrash } from './crash-relaunch.ts';
import { listenToPage, sendToPage } from './ipc.ts';
import { watchPlayback } from './playback-watchdog.ts';
import { keepDisplayAwake } from './power.ts';
import { claimSingleInstance } from './single-instance.ts';
import { applyKioskSwitches } from './switches.ts';
import { startUpdates } from './updates.ts';
import { createPlayerWindow, PAGE_URL } from './window.ts';

// Only wiring lives here; each concern is its own module, the behaviour is core/player.ts.
let win: BrowserWindow | null = null;

if (claimSingleInstance(() => win)) {
  relaunchOnMainCrash();
  applyKioskSwitches();
  app.on('window-all-closed', () => app.quit());
  app.whenReady().then(async () => {
    keepDisplayAwake();
    const config = await loadConfig();
    // Before the window: an update that did not start well is rolled back here (core/update).
    const updates = await startUpdates(config);
    const created = await createPlayerWindow();
    win = created;
    const recovery = reloadOnRendererCrash(created);
    // What the health report says of the screen (issue #38): the watchdog's steps, and whether frames move.
    const playback = watchPlayback(
      created,
      (why) => {
        player.health.recovered('reload', why);
        recovery.recover(why);
      },
      (why) => {
        player.health.recovered('relaunch', why);
        recovery.relaunch(why);
      },
    );
    let beat = { playing: false, frames: -1, at: 0, movedAt: 0 };
    const player = new Player(
      config,
      {
        playlist: (items, intervalSeconds, fit) =>
          sendToPage(created, 'player:playlist', { items, intervalSeconds, fit }),
        idle: (pairingCode, qr) => sendToPage(created, 'player:idle', { pairingCode, qr }),
        status: (status) => sendToPage(created, 'player:status', status),
        checkMedia: (request) => sendToPage(created, 'player:check-media', request),
        importReport: (report) => sendToPage(created, 'player:import-report', report),
      },
      undefined,
      undefined,
      {
        isPlaying: () => beat.playing && Date.now() - beat.at < 5_000 && Date.now() - beat.movedAt < 5_000,
        screen: () => screen.getPrimaryDisplay().size,
        // Half the panel as a JPEG: about 20-60 KB, well under the shop's 200 KB.
        screenshot: async () => {
          const image = await created.webContents.capturePage();
          const { width } = image.getSize();
          return new Uint8Array(image.resize({ width: Math.max(1, Math.round(width / 2)) }).toJPEG(60));
        },
        restart: () => {
          app.relaunch();
          app.exit(0);
        },
      },
    );
    let started = false;
    listenToPage(created, PAGE_URL, {
      // A reloaded page (after a renderer crash) says ready again and gets the current state.
      'player:ready': () => {
        if (started) return player.refresh();
        started = true;
        void player.start().then(() => updates.playerStarted(player.shouldPlay()));
      },
      'player:playback-error': ({ url, message }) => {
        console.error(`[player] cannot play ${url}: ${message}`);
        void player.playbackFailed(url, message);
      },
      'player:heartbeat': (heartbeat) => {
        const now = Date.now();
        const moved = heartbeat.frames !== beat.frames;
        beat = { ...heartbeat, at: now, movedAt: moved ? now : beat.movedAt };
        playback.heartbeat(heartbeat);
        updates.heartbeat(heartbeat);
      },
      'player:loop-seam': () => updates.seam(),
      'player:stalled': (report) => {
        player.health.recovered(report.action, report.reason);
        playback.stalled(report);
      },
      'player:media-checked': (answer) => player.mediaChecked(answer),
    });
    app.on('before-quit', () => {
      player.stop();
      updates.stop();
    });
  });
}
