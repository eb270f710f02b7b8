import { Link } from '@tanstack/react-router';
import { ChevronRight, LifeBuoy, LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { InternalLink } from '../../components/internal-link';
import type { CurrentUser } from '../auth/api/get-user';

const rowClass =
  'flex min-h-14 items-center gap-3 rounded-2xl px-4 py-3 font-semibold text-ink transition hover:bg-paper-deep hover:text-crayon-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-paper-deep">{icon}</span>
      <span className="flex-1">{children}</span>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-soft" />
    </>
  );
}

/** Support, the admin dashboard (admins only) and sign out. */
export function AccountLinks({ user }: { user: CurrentUser }) {
  return (
    <nav
      aria-labelledby="account-links-title"
      className="rounded-[2rem] border-2 border-ink/10 bg-white p-3 shadow-[0_6px_0_0_rgba(42,31,61,0.06)]"
    >
      <h2 id="account-links-title" className="px-4 pt-3 pb-2 font-display text-xl font-extrabold">
        Help and account
      </h2>
      <ul className="grid gap-1">
        <li>
          <InternalLink href="/contact" className={rowClass}>
            <Row icon={<LifeBuoy aria-hidden="true" className="size-5 text-grape" />}>Contact support</Row>
          </InternalLink>
        </li>
        {user.isAdmin ? (
          <li>
            <Link to="/admin/dashboard" className={rowClass}>
              <Row icon={<ShieldCheck aria-hidden="true" className="size-5 text-grape" />}>Admin Dashboard</Row>
            </Link>
          </li>
        ) : null}
        <li>
          {/* A browser navigation: the server ends the session and returns to the home page. */}
          <a href="/api/logout" className={rowClass}>
            <Row icon={<LogOut aria-hidden="true" className="size-5 text-grape" />}>Sign Out</Row>
          </a>
        </li>
      </ul>
    </nav>
  );
}
