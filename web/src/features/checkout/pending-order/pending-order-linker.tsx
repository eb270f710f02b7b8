import { lazyOrNothing } from '../../../components/lazy-or-nothing';
import { useAuth } from '../../auth/api/get-user';
import { hasSavedPendingOrder } from './pending-order-key';

// The linking code (zod, the API call) loads only when there is something to link.
const LinkPendingOrder = lazyOrNothing(() => import('./link-pending-order').then((module) => module.default));

/**
 * Mounted once in the shell, on every page (spec section 2): once the customer is signed in,
 * a guest order saved in this browser is linked to their account.
 */
export function PendingOrderLinker() {
  const auth = useAuth();
  if (auth.status !== 'signed-in' || !hasSavedPendingOrder()) return null;
  return <LinkPendingOrder />;
}
