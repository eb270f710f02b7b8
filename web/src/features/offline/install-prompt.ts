import { appStore } from '../../components/toast/toast-state';
import { type InstallPromptEvent, installPromptAtom } from './offline-state';

/**
 * Keeps Chrome's install offer for the "Install app" button instead of its mini-infobar.
 * Registered before the first render, since the browser may fire it right away.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    appStore.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}

/** Safari on iPhone or iPad, in a browser tab: it has no install prompt, only "Add to Home Screen". */
export function needsIosInstallHint(nav: Navigator = navigator): boolean {
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const safari = /Safari/.test(nav.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(nav.userAgent);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true;
  return ios && safari && !standalone;
}
