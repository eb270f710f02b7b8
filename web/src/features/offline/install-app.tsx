import { Download, Share } from 'lucide-react';
import { useAtom } from '../../state/app-jotai';
import { needsIosInstallHint } from './install-prompt';
import { installPromptAtom } from './offline-state';
import { OFFLINE_TEXTS } from './texts';

const IOS_HINT = typeof navigator !== 'undefined' && needsIosInstallHint();

/** "Install app" where the browser offers installing; the Add to Home Screen hint on iOS Safari. */
export function InstallApp({ className = '' }: { className?: string }) {
  const [offer, setOffer] = useAtom(installPromptAtom);
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
  if (!IOS_HINT) return null;
  return (
    <p className={`${className} flex items-center gap-2 text-white/85`}>
      <Share aria-hidden="true" className="size-4 shrink-0" />
      {OFFLINE_TEXTS.iosInstallHint}
    </p>
  );
}
