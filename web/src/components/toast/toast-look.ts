import { cn } from '../../lib/cn';
import type { ToastVariant } from './toast-state';

/** One look for a toast, whether Radix's (./toaster.tsx) or the plain stand-in (./plain-toasts.tsx). */
export function toastClass(variant: ToastVariant | undefined): string {
  return cn(
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border-2 p-4 pr-10 shadow-lg',
    variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-ink/10 bg-white text-ink',
  );
}

export const TOAST_VIEWPORT_CLASS =
  'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]';

export const TOAST_CLOSE_CLASS =
  'absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100 focus-visible:outline-2';
