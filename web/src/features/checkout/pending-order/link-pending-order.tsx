import { TOASTS } from '@dtm/shared/messages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { showToast } from '../../../components/toast';
import { asApiError } from '../../../lib/api-client';
import { linkOrdersToUser } from '../api/link-orders';
import { planAfterLink } from '../checkout-redirects';
import { clearPendingOrder, readPendingOrder } from './pending-order-store';

// One attempt at a time, whatever mounts this (StrictMode, quick re-renders).
let linking = false;

/**
 * Links the saved pending order to the signed-in account, then removes it. On success the
 * customer goes to the upload step after 1 s (unless already there); a refused link removes
 * it too and says so. Without any answer (offline) it stays for the next page.
 */
export async function linkSavedPendingOrder(deps: {
  queryClient: QueryClient;
  navigate: (href: string) => void;
  location: { pathname: string; search: string };
}): Promise<'linked' | 'refused' | 'kept' | 'none'> {
  const pending = readPendingOrder();
  if (!pending || linking) return 'none';
  linking = true;
  try {
    await linkOrdersToUser({ orderIds: [pending.orderId], uploadToken: pending.uploadToken });
    clearPendingOrder();
    void deps.queryClient.invalidateQueries({ queryKey: ['orders'] });
    const plan = planAfterLink(deps.location, pending.uploadToken);
    if (plan) window.setTimeout(() => deps.navigate(plan.href), plan.delayMs);
    return 'linked';
  } catch (error) {
    if (asApiError(error)?.offline !== false) return 'kept';
    clearPendingOrder();
    showToast(TOASTS.orderLinkFailed);
    return 'refused';
  } finally {
    linking = false;
  }
}

export default function LinkPendingOrder() {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    void linkSavedPendingOrder({
      queryClient,
      navigate: (href) => void router.navigate({ href }),
      location: { pathname: window.location.pathname, search: window.location.search },
    });
  }, [queryClient, router]);
  return null;
}
