import { type ComponentType, lazy, Suspense } from 'react';
import { useAtomValue } from '../../state/app-jotai';
import { needsIosInstallHint } from './install-prompt';
import { type InstallPromptEvent, installPromptAtom } from './offline-state';

const IOS_HINT = typeof navigator !== 'undefined' && needsIosInstallHint();

type OfferProps = { offer: InstallPromptEvent | null; className?: string };

// Its code loads only when there is something to show (the browser's offer, or iOS Safari):
// out of every page's first load. A failed load shows nothing.
const InstallOffer = lazy(() =>
  import('./install-offer').then(
    (module): { default: ComponentType<OfferProps> } => module,
    () => ({ default: () => null }),
  ),
);

/** "Install app" where the browser offers installing; the Add to Home Screen hint on iOS Safari. */
export function InstallApp({ className = '' }: { className?: string }) {
  const offer = useAtomValue(installPromptAtom);
  if (!offer && !IOS_HINT) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer offer={offer} className={className} />
    </Suspense>
  );
}
