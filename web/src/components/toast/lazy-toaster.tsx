import { useEffect, useState } from 'react';
import { whenAppSettled } from '../../lib/app-started';
import { useHydrated } from '../../lib/use-hydrated';
import { useAtomValue } from '../../state/app-jotai';
import { lazyOrNothing } from '../lazy-or-nothing';
import { PlainToasts } from './plain-toasts';
import { toastsAtom } from './toast-state';

const loadToaster = () => import('./toaster');

// While Radix's code is on its way, or when it could not be fetched (offline before the service
// worker cached it), the toasts show in a plain list; Radix's takes over once it loads.
const RadixToaster = lazyOrNothing(() => loadToaster().then((module) => module.Toaster), PlainToasts);

/**
 * The toasts, with Radix's toast code (about 10 kB gzip) kept out of the first load: it is fetched
 * once the app has started and the browser is idle, and mounted with the first toast (then stays, so
 * closing animates). `toast()` works from the start: the toasts wait in their atom.
 */
export function Toaster() {
  const hasToast = useAtomValue(toastsAtom).length > 0;
  const [mounted, setMounted] = useState(false);
  if (hasToast && !mounted) setMounted(true);
  useEffect(() => whenAppSettled(() => void loadToaster().catch(() => {}), 4000), []);
  // A toast raised before React took the landing built at build time over is not in that page:
  // shown right after, or the first render would not match it (React error #418).
  const hydrated = useHydrated();
  if (!mounted || !hydrated) return null;
  return <RadixToaster />;
}
