import { app } from 'electron';

/** Chromium switches that must be set before `ready`: videos start without a tap, no pinch zoom. */
export function applyKioskSwitches(): void {
  app.commandLine.appendSwitch('autoplay-policy', 'no-user-gesture-required');
  app.commandLine.appendSwitch('disable-pinch');
  app.commandLine.appendSwitch('overscroll-history-navigation', '0');
}
