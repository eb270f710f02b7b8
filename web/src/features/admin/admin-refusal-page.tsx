import { Link } from '@tanstack/react-router';
import { Home, LogOut, ShieldAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { CurrentUser } from '../auth/api/get-user';

/** What a signed-in customer sees on an admin page: what this is, who they are, and ways out. */
export function AdminRefusalPage({ user }: { user: CurrentUser }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span
        aria-hidden="true"
        className="mb-6 flex size-20 rotate-3 items-center justify-center rounded-[1.75rem] bg-sunny text-ink ring-4 ring-white"
      >
        <ShieldAlert className="size-10" />
      </span>
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        This area is for shop administrators
      </h1>
      <p className="mt-4 text-lg text-ink-soft text-pretty">
        {user.email ? (
          <>
            You are signed in as <strong className="break-words text-ink">{user.email}</strong>, a customer account.
          </>
        ) : (
          'You are signed in with a customer account.'
        )}{' '}
        The Management Panel is only open to the shop's team.
      </p>
      <p className="mt-3 text-ink-soft text-pretty">
        If you run the shop, sign out and sign in again with your administrator e-mail. Looking for your orders? They
        are on{' '}
        <Link
          to="/dashboard"
          className="font-semibold text-crayon-dark underline underline-offset-4 hover:text-crayon focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape"
        >
          your dashboard
        </Link>
        .
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" className="size-5" />
            Back to home
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          {/* A browser navigation: the server ends the session and returns to the home page. */}
          <a href="/api/logout">
            <LogOut aria-hidden="true" className="size-5" />
            Sign Out
          </a>
        </Button>
      </div>
    </section>
  );
}
