import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Notice } from '../../components/ui/notice';
import { signInHref } from '../checkout';

/** The frame of both marketplaces: heading, the sign-in note for visitors, filters, then the grid. */
export function MarketplaceLayout({
  eyebrow,
  title,
  intro,
  signInMessage,
  signedOut,
  returnTo,
  filter,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  signInMessage: string;
  signedOut: boolean;
  returnTo: string;
  filter: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <p className="font-display text-sm font-bold tracking-widest text-crayon uppercase">{eyebrow}</p>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-lg text-ink-soft">{intro}</p>
      </header>
      {signedOut ? (
        <Notice tone="info" title={signInMessage}>
          <a href={signInHref(returnTo)} className="inline-flex items-center gap-1 font-bold text-grape underline">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in
          </a>{' '}
          to buy; you can look around without an account.
        </Notice>
      ) : null}
      {filter}
      {children}
    </div>
  );
}
