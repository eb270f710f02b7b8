import { Link, useLocation } from '@tanstack/react-router';
import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { lazyOrNothing } from '../../components/lazy-or-nothing';
import { Button } from '../../components/ui/button';
import { whenAppSettled } from '../../lib/app-started';
import { useHydrated } from '../../lib/use-hydrated';
import { useAtomValue } from '../../state/app-jotai';
import { consentAtom } from './consent';
import type { ConsentDraft } from './consent-options';
import { useConsentActions } from './use-consent';

// The per-category checkboxes show only after "Customise": fetched once the app has started and the browser is idle,
// so the first load of every page does without them.
const loadConsentOptions = () => import('./consent-options');
const ConsentOptions = lazyOrNothing(() => loadConsentOptions().then((module) => module.ConsentOptions));

const NOTHING_OPTIONAL: ConsentDraft = { preferences: false, analytics: false };

/**
 * Asks once for the visitor's cookie choice: accept all, reject non-essential, or choose per
 * category. Gone once a choice is saved; the cookie policy page changes it later (and has the
 * same controls, so the banner stays away there).
 */
export function CookieBanner() {
  const consent = useAtomValue(consentAtom);
  const onPolicyPage = useLocation({ select: (location) => location.pathname === '/cookies' });
  const [customising, setCustomising] = useState(false);
  const [draft, setDraft] = useState<ConsentDraft>(NOTHING_OPTIONAL);
  const { acceptAll, rejectNonEssential, save } = useConsentActions();
  // The saved choice is the browser's: not part of the landing drawn at build time.
  const hydrated = useHydrated();
  const asking = !consent && !onPolicyPage && hydrated;
  useEffect(
    () => (asking ? whenAppSettled(() => void loadConsentOptions().catch(() => {}), 4000) : undefined),
    [asking],
  );

  if (!asking) return null;
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:p-0"
    >
      <div className="max-h-[85dvh] overflow-y-auto rounded-3xl border-2 border-ink/10 bg-white p-5 shadow-[0_20px_50px_-12px_rgba(42,31,61,0.45)]">
        <h2 id="cookie-banner-title" className="flex items-center gap-2 font-display text-lg font-extrabold">
          <Cookie aria-hidden="true" className="size-5 text-crayon" />
          Cookies, your choice
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          We use necessary cookies to run the shop. With your consent we also remember your preferences and count visits
          without names. See our{' '}
          <Link to="/cookies" className="font-bold text-crayon-dark underline underline-offset-2">
            Cookie Policy
          </Link>
          .
        </p>
        {customising ? (
          <div className="mt-4">
            <ConsentOptions value={draft} onChange={setDraft} />
          </div>
        ) : null}
        <div className="mt-4 grid gap-2 min-[420px]:grid-cols-2">
          <Button size="sm" variant="secondary" onClick={rejectNonEssential}>
            Reject non-essential
          </Button>
          <Button size="sm" variant="secondary" onClick={acceptAll}>
            Accept all
          </Button>
          {customising ? (
            <Button size="sm" className="col-span-full" onClick={() => save(draft)}>
              Save my choices
            </Button>
          ) : (
            <Button size="sm" variant="ghost" className="col-span-full underline" onClick={() => setCustomising(true)}>
              Customise
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
