import { lazyOrNothing } from '../../components/lazy-or-nothing';
import { useAuth } from '../auth/api/get-user';

// Loaded only for signed-in visitors: the dropdown machinery is most of its weight.
const UserMenu = lazyOrNothing(() => import('./user-menu').then((module) => module.UserMenu));

/** The Sign In link's box (its placeholder while the sign-in state loads has the same). */
const SIGN_IN_BOX =
  'inline-flex h-9 shrink-0 items-center rounded-full px-3.5 text-sm font-bold whitespace-nowrap sm:h-10 sm:px-4 sm:text-base';

/**
 * The top bar's right side. Nothing to see while the sign-in state loads (or could not be read);
 * the user menu when signed in; a Sign In link when signed out.
 */
export function UserSlot() {
  const auth = useAuth();
  if (auth.status === 'signed-in') {
    return <UserMenu user={auth.user} />;
  }
  if (auth.status === 'loading') {
    // The link's room, kept empty and unseen: the bar does not shift when it arrives (most first visits).
    return (
      <span aria-hidden="true" data-testid="user-slot-placeholder" className={`${SIGN_IN_BOX} invisible`}>
        Sign In
      </span>
    );
  }
  if (auth.status !== 'signed-out') return null;
  return (
    // A browser navigation: sign-in is served by the API, not by the app.
    <a
      href="/api/login"
      className={`${SIGN_IN_BOX} bg-ink text-white transition hover:bg-grape focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape`}
    >
      Sign In
    </a>
  );
}
