import { Download, Share } from 'lucide-react';
import { useSetAtom } from '../../state/app-jotai';
import { type InstallPromptEvent, installPromptAtom } from './offline-state';
import { OFFLINE_TEXTS } from './texts';

/** "Install app" for the browser's offer, else the Add to Home Screen hint (loaded by ./install-app.tsx). */
export default function InstallOffer({
  offer,
  className = '',
}: {
  offer: InstallPromptEvent | null;
  className?: string;
}) {
  const setOffer = useSetAtom(installPromptAtom);
  if (offer) {
    return (
      <button
        type="button"
        onClick={async () => {
          await offer.prompt();
          await offer.userChoice;
          // An offer can be used once; the browser makes a new one if it is dismissed.
          setOffer(null);
        }}
        className={`${className} inline-flex items-center gap-2 rounded-full border-2 border-white/40 px-4 py-2 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sunny`}
      >
        <Download aria-hidden="true" className="size-4" />
        {OFFLINE_TEXTS.installApp}
      </button>
    );
  }
  return (
    <p className={`${className} flex items-center gap-2 text-white/85`}>
      <Share aria-hidden="true" className="size-4 shrink-0" />
      {OFFLINE_TEXTS.iosInstallHint}
    </p>
  );
}
