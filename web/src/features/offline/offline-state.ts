import { atom } from '../../state/app-jotai';

/** Applies the waiting service worker (the new build), then reloads; null while none is waiting. */
export const pendingUpdateAtom = atom<(() => void) | null>(null);

/** Chrome's `beforeinstallprompt` event (not in the DOM typings), kept until the person uses it. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** The browser's offer to install the app, when it made one. */
export const installPromptAtom = atom<InstallPromptEvent | null>(null);
