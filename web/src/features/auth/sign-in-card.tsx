import { type ReactNode, useState } from 'react';
import { StarDoodle, SunDoodle } from '../../components/doodles';
import { LogoMark } from '../shell/logo-mark';
import { CheckInbox } from './check-inbox';
import { SignInForm } from './sign-in-form';

type SignInCardProps = {
  title: string;
  intro: ReactNode;
  /** Where the e-mailed link returns to; already checked with `safeReturnTo`. */
  returnTo: string;
  /** Shown above the form (the expired-link message). Hidden once a new link was sent. */
  notice?: ReactNode;
  /** Called when a link was sent (the page clears the expired-link state from the URL). */
  onSent?: () => void;
  /** The address to start with (the one typed at checkout). */
  defaultEmail?: string;
};

/**
 * Passwordless sign-in in two states: the e-mail form ("Sending..." while it asks), then
 * "Check your inbox" naming the address, with a way to send again or use another address.
 */
export function SignInCard({ title, intro, returnTo, notice, onSent, defaultEmail = '' }: SignInCardProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [cameBack, setCameBack] = useState(false);
  const [lastEmail, setLastEmail] = useState(defaultEmail);

  return (
    <section className="relative mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <SunDoodle className="absolute -top-1 right-2 size-14 opacity-90 sm:-right-10 sm:size-20" />
      <StarDoodle className="absolute bottom-4 left-1 size-10 sm:-left-8" color="#7dd3fc" />
      <div className="relative rounded-[2rem] border-2 border-ink/10 bg-white p-6 shadow-[0_8px_0_0_rgba(42,31,61,0.08)] sm:p-8">
        {sentTo ? (
          <CheckInbox
            email={sentTo}
            returnTo={returnTo}
            onUseDifferentEmail={() => {
              setSentTo(null);
              setCameBack(true);
            }}
          />
        ) : (
          <div className="grid gap-6">
            <header className="grid gap-3 text-center">
              <LogoMark className="mx-auto size-14" />
              <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance">{title}</h1>
              <p className="text-ink-soft text-pretty">{intro}</p>
            </header>
            {cameBack ? null : notice}
            <SignInForm
              returnTo={returnTo}
              defaultEmail={lastEmail}
              focusOnMount={cameBack}
              onSent={(email) => {
                setLastEmail(email);
                setSentTo(email);
                onSent?.();
              }}
            />
          </div>
        )}
      </div>
    </section>
  );
}
