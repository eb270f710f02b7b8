import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { InternalLink } from '../../components/internal-link';
import type { CurrentUser } from '../auth/api/get-user';
import { UserAvatar } from './user-avatar';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 font-semibold text-ink outline-none data-[highlighted]:bg-paper-deep data-[highlighted]:text-crayon-dark';

/**
 * The signed-in user's menu: first name and avatar, with Dashboard and Sign Out.
 * On narrow phones the bar has no room for the name beside the brand, so the trigger shows
 * the avatar and the menu opens with the name.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const name = user.firstName?.trim() || 'Account';
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || name;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full p-1 font-semibold min-[480px]:pr-2 text-ink hover:bg-paper-deep focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape">
        <UserAvatar user={user} />
        <span className="sr-only max-w-24 truncate min-[480px]:not-sr-only">{name}</span>
        <span className="sr-only">account menu</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 min-[480px]:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-2xl border-2 border-ink/10 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="border-b-2 border-ink/5 px-3 pt-2 pb-2.5">
            <span className="block max-w-56 truncate font-bold text-ink">{fullName}</span>
            {user.email ? <span className="block max-w-56 truncate text-sm text-ink-soft">{user.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={`${itemClass} mt-1`}>
            <InternalLink href="/dashboard">
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Dashboard
            </InternalLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            {/* A browser navigation: the server ends the session and redirects home. */}
            <a href="/api/logout">
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
