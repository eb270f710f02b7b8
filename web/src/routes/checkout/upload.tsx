import { createFileRoute } from '@tanstack/react-router';
import { uploadLinkQueryOptions } from '../../features/uploads/api/get-upload-link';
import {
  CheckoutUploadLoadError,
  CheckoutUploadPage,
  CheckoutUploadPending,
} from '../../features/uploads/checkout-upload-page';
import { loadArtworkDashboard } from '../../features/uploads/uppy/load-artwork-dashboard';

export const Route = createFileRoute('/checkout/upload')({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context: { queryClient }, deps: { token } }) => {
    if (!token) return;
    // The uploader's code loads while the link is checked.
    void loadArtworkDashboard().catch(() => undefined);
    await queryClient.ensureQueryData(uploadLinkQueryOptions(token));
  },
  pendingComponent: CheckoutUploadPending,
  errorComponent: CheckoutUploadLoadError,
  component: UploadRoute,
});

function UploadRoute() {
  const { token } = Route.useSearch();
  return <CheckoutUploadPage key={token} token={token ?? null} />;
}
