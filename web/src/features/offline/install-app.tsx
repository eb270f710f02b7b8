import { lazyOrNothing } from '../../components/lazy-or-nothing';
import { useHydrated } from '../../lib/use-hydrated';
import { useAtomValue } from '../../state/app-jotai';
import { needsIosInstallHint } from './install-prompt';
import { installPromptAtom } from './offline-state';

const IOS_HINT = typeof navigator !== 'undefined' && needsIosInstallHint();

// Its code loads only when there is something to show (the browser's offer, or iOS Safari):
// out of every page's first load. A failed load shows nothing.
const InstallOffer = lazyOrNothing(() => import('./install-offer').then((module) => module.default));

/** "Install app" where the browser offers installing; the Add to Home Screen hint on iOS Safari. */
export function InstallApp({ className = '' }: { className?: string }) {
  const offer = useAtomValue(installPromptAtom);
  // What the browser offers is not in the landing drawn at build time: drawn once React has taken
  // that page over, or its first render would not match it (React error #418: the whole page drawn
  // again, in one long task). Chrome may make its offer before then; iPhones always have the hint.
  const hydrated = useHydrated();
  if (!hydrated || (!offer && !IOS_HINT)) return null;
  return <InstallOffer offer={offer} className={className} />;
}
