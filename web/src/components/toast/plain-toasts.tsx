import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useAtomValue } from '../../state/app-jotai';
import { TOAST_CLOSE_CLASS, TOAST_VIEWPORT_CLASS, toastClass } from './toast-look';
import { dismissToast, TOAST_DURATION_MS, type ToastItem, toastsAtom } from './toast-state';

/**
 * The toasts without Radix's code: shown while that code is on its way, and instead of it when it
 * could not be fetched (the connection dropped before the page had it, and no service worker holds
 * it yet). Otherwise "You are offline..." would be queued and never seen.
 */
export function PlainToasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <section aria-label="Notifications" className={TOAST_VIEWPORT_CLASS}>
      <ol aria-live="polite" className="contents">
        {toasts.map((item) => (
          <PlainToast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function PlainToast({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  return (
    <li className={toastClass(item.variant)}>
      <div className="grid gap-1">
        <div className="font-bold">{item.title}</div>
        {item.description ? <div className="text-sm opacity-90">{item.description}</div> : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        className={TOAST_CLOSE_CLASS}
        onClick={() => dismissToast(item.id)}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
