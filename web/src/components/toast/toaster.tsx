import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useAtomValue } from '../../state/app-jotai';
import { TOAST_CLOSE_CLASS, TOAST_VIEWPORT_CLASS, toastClass } from './toast-look';
import { dismissToast, TOAST_DURATION_MS, toastsAtom } from './toast-state';

/** Renders the toasts (spec section 9: swipe right 50 px, F8 to focus, 420 px wide on larger screens). */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={toastClass(t.variant)}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-bold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close aria-label="Close notification" className={TOAST_CLOSE_CLASS}>
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={TOAST_VIEWPORT_CLASS} />
    </ToastPrimitive.Provider>
  );
}
