import { Loader2, LogOut } from 'lucide-react';
import { Tip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { useAdminLogout } from '../api/admin-logout';

/** The sidebar footer's Sign Out: ends the session, then /admin/login. */
export function SidebarSignOut({ iconsOnly = false }: { iconsOnly?: boolean }) {
  const logout = useAdminLogout();
  return (
    <Tip label="Sign Out" side="right" enabled={iconsOnly} delayMs={0}>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className={cn(
          'flex h-11 w-full items-center gap-3 rounded-xl px-3 font-semibold text-ink-soft transition hover:bg-red-50 hover:text-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape disabled:opacity-60',
          iconsOnly && 'justify-center px-0',
        )}
      >
        {logout.isPending ? (
          <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin" />
        ) : (
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
        )}
        <span className={cn(iconsOnly && 'sr-only')}>Sign Out</span>
      </button>
    </Tip>
  );
}
