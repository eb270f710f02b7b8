import { useRouterState } from '@tanstack/react-router';
import { SIDEBAR_ITEMS } from './sidebar-items';

/** The top bar's "Management Panel / <page>", so the panel's name shows even with the sidebar closed. */
export function AdminBreadcrumb() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = SIDEBAR_ITEMS.find((item) => pathname.startsWith(item.url));
  return (
    <p className="flex min-w-0 items-center gap-2 font-display font-extrabold tracking-tight">
      <span className="truncate">Management Panel</span>
      {current ? (
        <>
          <span aria-hidden="true" className="hidden text-ink-soft sm:inline">
            /
          </span>
          <span className="hidden truncate text-ink-soft sm:inline">{current.title}</span>
        </>
      ) : null}
    </p>
  );
}
