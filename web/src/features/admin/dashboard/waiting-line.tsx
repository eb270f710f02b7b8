import { ADMIN_WAITING_TEXTS, type AdminStats, addWaiting, waitingTotal } from '@dtm/shared/admin';
import { Link } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';

const ROWS = [
  { key: 'frames', title: 'Frames', to: '/admin/frame-management' },
  { key: 'characters', title: 'Characters', to: '/admin/character-management' },
] as const;

/**
 * The dashboard's "what waits" line: change requests, failed and stopped renders and drawings to
 * animate, in all and per kind, each kind a link to its list (which puts those first).
 */
export function WaitingLine({ waiting }: { waiting: AdminStats['waiting'] }) {
  const total = addWaiting(waiting.frames, waiting.characters);
  const any = waitingTotal(total) > 0;
  return (
    <section
      aria-labelledby="waiting-heading"
      className={`rounded-3xl border-2 p-5 shadow-[0_4px_0_0_rgba(42,31,61,0.06)] ${any ? 'border-crayon/30 bg-orange-50' : 'border-ink/5 bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Hourglass aria-hidden="true" className="size-5 text-crayon-dark" />
        <h2 id="waiting-heading" className="font-display text-lg font-extrabold">
          {ADMIN_WAITING_TEXTS.heading}
        </h2>
        <p data-testid="waiting-total" className="font-bold">
          {ADMIN_WAITING_TEXTS.summary(total)}
        </p>
      </div>
      <ul className="mt-2 grid gap-1 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
        {ROWS.map((row) => (
          <li key={row.key}>
            <Link to={row.to} className="font-semibold text-crayon-dark underline underline-offset-4">
              {row.title}: {ADMIN_WAITING_TEXTS.summary(waiting[row.key])}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
