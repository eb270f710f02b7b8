import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { showToast } from '../../components/toast';

/** The home page's query: `/api/logout` returns to `/?signedOut=1`. */
export type HomeSearch = { signedOut?: 1 };

export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  // The address has the text `1`; in-app navigation may pass the number.
  const flag = search.signedOut;
  return flag === 1 || flag === '1' ? { signedOut: 1 } : {};
}

const home = getRouteApi('/');

/** After /api/logout: the spec's "Logged Out" toast, then the flag leaves the URL (a reload must not repeat it). */
export function useSignedOutToast() {
  const signedOut = home.useSearch({ select: (search) => search.signedOut === 1 });
  const navigate = home.useNavigate();
  const shown = useRef(false);

  useEffect(() => {
    if (!signedOut || shown.current) return;
    shown.current = true;
    // The spec's texts load with the toast: the home page's first load does without them.
    void import('@dtm/shared/messages').then(({ TOASTS }) => showToast(TOASTS.loggedOut));
    void navigate({ search: {}, replace: true, resetScroll: false, hash: true });
  }, [signedOut, navigate]);
}
