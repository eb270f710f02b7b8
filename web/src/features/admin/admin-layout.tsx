import { Link, Outlet } from '@tanstack/react-router';
import { Loader2, LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { LogoMark } from '../shell/logo-mark';
import { useAdminLogout } from './api/admin-logout';

/**
 * The admin back office's frame (admins only): the "Management Panel" header with Sign Out.
 * The sidebar of spec section 2 comes with the admin pages.
 */
export function AdminLayout() {
  const logout = useAdminLogout();
  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b-2 border-ink/5 bg-white/95 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Link
            to="/admin/dashboard"
            className="flex min-w-0 items-center gap-2 rounded-full font-display text-lg font-extrabold tracking-tight focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape"
          >
            <LogoMark className="size-8 shrink-0" />
            <span className="truncate">Management Panel</span>
          </Link>
          <Button variant="secondary" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {logout.isPending ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <LogOut aria-hidden="true" className="size-4" />
            )}
            Sign Out
          </Button>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
