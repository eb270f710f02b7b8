import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Tip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { adminStatsQueryOptions } from '../api/get-stats';
import { SIDEBAR_ITEMS, waitingCount } from './sidebar-items';

type SidebarNavProps = {
  /** Icons only (the collapsed desktop sidebar); names stay readable to screen readers and in a tooltip (no delay). */
  iconsOnly?: boolean;
  onNavigate?: () => void;
};

/** The list of back-office pages; the current one is highlighted and marked aria-current. */
export function SidebarNav({ iconsOnly = false, onNavigate }: SidebarNavProps) {
  const stats = useQuery(adminStatsQueryOptions());
  return (
    <nav aria-label="Management Panel">
      <ul className="grid gap-1">
        {SIDEBAR_ITEMS.map(({ title, url, icon: Icon, waiting }) => {
          const count = waiting && stats.data ? waitingCount(stats.data, waiting) : 0;
          return (
            <li key={url}>
              <Tip label={title} side="right" enabled={iconsOnly} delayMs={0}>
                <Link
                  to={url}
                  onClick={onNavigate}
                  className={cn(
                    'flex min-h-11 items-center gap-2.5 rounded-xl px-3 py-1.5 text-[0.95rem] leading-tight font-semibold text-ink-soft transition hover:bg-paper-deep hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape',
                    iconsOnly && 'justify-center px-0',
                  )}
                  activeProps={{
                    className: 'bg-grape! text-white! shadow-[0_3px_0_0_#4c1d95]',
                    'aria-current': 'page',
                  }}
                >
                  <span className="relative">
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {count > 0 && iconsOnly ? (
                      <span
                        aria-hidden="true"
                        className="absolute -top-1 -right-1 size-2.5 rounded-full bg-crayon ring-2 ring-white"
                      />
                    ) : null}
                  </span>
                  <span className={cn(iconsOnly && 'sr-only')}>{title}</span>
                  {count > 0 ? (
                    <span
                      className={cn(
                        'ml-auto min-w-6 rounded-full bg-crayon px-1.5 text-center text-xs leading-6 font-bold text-white',
                        iconsOnly && 'sr-only',
                      )}
                    >
                      {count}
                      <span className="sr-only"> waiting</span>
                    </span>
                  ) : null}
                </Link>
              </Tip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
