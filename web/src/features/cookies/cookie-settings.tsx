import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useAtomValue } from '../../state/app-jotai';
import { type ConsentChoice, consentAtom } from './consent';
import { type ConsentDraft, ConsentOptions } from './consent-options';
import { useConsentActions } from './use-consent';

function draftOf(choice: ConsentChoice | null): ConsentDraft {
  return { preferences: choice?.preferences ?? false, analytics: choice?.analytics ?? false };
}

function describe(choice: ConsentChoice | null): string {
  if (!choice) return 'You have not made a choice yet: only necessary cookies are used.';
  const allowed = [choice.preferences ? 'preferences' : null, choice.analytics ? 'analytics' : null].filter(Boolean);
  const when = new Date(choice.decidedAt).toLocaleDateString('en-US', { dateStyle: 'long' });
  if (allowed.length === 0) return `Since ${when}: necessary cookies only.`;
  return `Since ${when}: necessary cookies and ${allowed.join(' and ')}.`;
}

/** The cookie policy page's controls: see the saved choice and change it at any time. */
export function CookieSettings() {
  const consent = useAtomValue(consentAtom);
  const [draft, setDraft] = useState<ConsentDraft>(() => draftOf(consent));
  const [saved, setSaved] = useState(false);
  const { acceptAll, rejectNonEssential, save } = useConsentActions();

  // Another tab (or the buttons below) changed the saved choice: show it.
  useEffect(() => setDraft(draftOf(consent)), [consent]);

  const done = (action: () => void) => () => {
    action();
    setSaved(true);
  };

  return (
    <section
      aria-labelledby="cookie-settings-title"
      data-testid="cookie-settings"
      className="mt-8 rounded-[2rem] border-2 border-ink/10 bg-white p-6 shadow-[0_6px_0_0_rgba(42,31,61,0.08)]"
    >
      <h2 id="cookie-settings-title" className="font-display text-2xl font-extrabold">
        Your cookie choices
      </h2>
      <p className="mt-1 text-ink-soft" data-testid="consent-summary">
        {describe(consent)}
      </p>
      <div className="mt-5">
        <ConsentOptions
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setSaved(false);
          }}
        />
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={done(() => save(draft))}>Save my choices</Button>
        <Button variant="secondary" onClick={done(acceptAll)}>
          Accept all
        </Button>
        <Button variant="secondary" onClick={done(rejectNonEssential)}>
          Reject non-essential
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm font-semibold text-[#15803d]">
        {saved ? (
          <span className="inline-flex items-center gap-1.5">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Your choices were saved.
          </span>
        ) : null}
      </p>
    </section>
  );
}
