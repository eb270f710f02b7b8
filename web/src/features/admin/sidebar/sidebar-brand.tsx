import { Link } from '@tanstack/react-router';
import { cn } from '../../../lib/cn';
import { LogoMark } from '../../shell/logo-mark';

/** The sidebar header: the logo and "Management Panel". */
export function SidebarBrand({ iconsOnly = false }: { iconsOnly?: boolean }) {
  return (
    <Link
      to="/admin/dashboard"
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-xl font-display text-lg font-extrabold tracking-tight focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape',
        iconsOnly && 'justify-center',
      )}
    >
      <LogoMark className="size-8 shrink-0" />
      <span className={cn('truncate', iconsOnly && 'sr-only')}>Management Panel</span>
    </Link>
  );
}
