import { useEffect, useSyncExternalStore } from 'react';
import { atom, useAtom } from '../../../state/app-jotai';

/** Spec section 9: the sidebar's cookie and its lifetime, the phone breakpoint and the shortcut key. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_MOBILE_BREAKPOINT_PX = 768;
const SHORTCUT_KEY = 'b';

/** The saved desktop state: expanded unless the cookie says "false". */
export function readSidebarCookie(cookie: string): boolean {
  const match = new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=([^;]*)`).exec(cookie);
  return match?.[1] !== 'false';
}

function writeSidebarCookie(expanded: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps this state in a plain cookie.
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Desktop: expanded (16rem) or collapsed to icons (3rem). Read once from the cookie. */
export const sidebarExpandedAtom = atom(typeof document === 'undefined' ? true : readSidebarCookie(document.cookie));
/** Phone: the slide-over sheet is open. */
export const sidebarSheetOpenAtom = atom(false);

const mobileQuery = `(max-width: ${SIDEBAR_MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True below 768 px, following the window as it resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(mobileQuery);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}

/** The sidebar's state and its toggle (the header button and Ctrl/Cmd+B use the same one). */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [expanded, setExpandedState] = useAtom(sidebarExpandedAtom);
  const [sheetOpen, setSheetOpen] = useAtom(sidebarSheetOpenAtom);
  const setExpanded = (next: boolean) => {
    setExpandedState(next);
    writeSidebarCookie(next);
  };
  const toggle = () => (isMobile ? setSheetOpen(!sheetOpen) : setExpanded(!expanded));
  return { isMobile, expanded, setExpanded, sheetOpen, setSheetOpen, toggle };
}

/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar anywhere in the back office. */
export function useSidebarShortcut(toggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SHORTCUT_KEY && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}
