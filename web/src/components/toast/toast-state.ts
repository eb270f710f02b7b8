import type { Toast as ToastMessage } from '@dtm/shared/messages';
import { atom, createStore } from '../../state/app-jotai';

/** Spec section 9: one toast visible at a time, shown for 5 s. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

export const toastsAtom = atom<ToastItem[]>([]);

/** The app's one jotai store, shared by React (Provider in boot.tsx) and `toast()` calls outside components. */
export const appStore = createStore();

let nextId = 1;

/** Shows a toast; the newest replaces the one on screen. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  appStore.set(toastsAtom, (current) => [{ ...input, id, open: true }, ...current].slice(0, TOAST_LIMIT));
  return id;
}

/** Shows one of the spec's catalogued toasts (shared TOASTS), optionally with the server's words. */
export function showToast(message: ToastMessage, description?: string): number {
  return toast({
    title: message.title,
    description: description ?? message.text,
    variant: message.variant,
  });
}

export function dismissToast(id: number) {
  appStore.set(toastsAtom, (current) => current.filter((t) => t.id !== id));
}
