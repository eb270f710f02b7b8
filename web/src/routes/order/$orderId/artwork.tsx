import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureUser } from '../../../features/auth/api/get-user';
import { orderArtworkQueryOptions } from '../../../features/uploads/api/get-order-artwork';
import { ArtworkPage } from '../../../features/uploads/artwork/artwork-page';
import { ArtworkPageError, ArtworkPagePending } from '../../../features/uploads/artwork/artwork-page-states';

export const Route = createFileRoute('/order/$orderId/artwork')({
  beforeLoad: async ({ context, location }) => {
    const user = await ensureUser(context.queryClient);
    if (!user) throw redirect({ to: '/login', search: { returnTo: location.href }, replace: true });
  },
  loader: ({ context: { queryClient }, params: { orderId } }) =>
    queryClient.ensureQueryData(orderArtworkQueryOptions(orderId)),
  pendingComponent: ArtworkPagePending,
  errorComponent: ArtworkPageError,
  component: ArtworkRoute,
});

function ArtworkRoute() {
  const { orderId } = Route.useParams();
  return <ArtworkPage orderId={orderId} />;
}
