import { app } from 'electron';
import { createKioskWindow } from './window';

// One player per frame: a second launch just focuses the first.
if (!app.requestSingleInstanceLock()) app.quit();

// The frame runs unattended: if the screen crashes, start again.
app.on('child-process-gone', (_event, details) => {
  if (details.reason !== 'clean-exit') {
    app.relaunch();
    app.exit(0);
  }
});

app.whenReady().then(() => {
  createKioskWindow();
});

app.on('window-all-closed', () => app.quit());
