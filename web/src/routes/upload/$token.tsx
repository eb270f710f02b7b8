import { createFileRoute } from '@tanstack/react-router';
import { uploadLinkQueryOptions } from '../../features/uploads/api/get-upload-link';
import { UploadLinkLoadError, UploadLinkPage, UploadLinkPending } from '../../features/uploads/upload-link-page';
import { loadArtworkDashboard } from '../../features/uploads/uppy/load-artwork-dashboard';

export const Route = createFileRoute('/upload/$token')({
  loader: async ({ context: { queryClient }, params: { token } }) => {
    // The uploader's code loads while the link is checked.
    void loadArtworkDashboard().catch(() => undefined);
    await queryClient.ensureQueryData(uploadLinkQueryOptions(token));
  },
  pendingComponent: UploadLinkPending,
  errorComponent: UploadLinkLoadError,
  component: UploadLinkRoute,
});

function UploadLinkRoute() {
  const { token } = Route.useParams();
  return <UploadLinkPage key={token} token={token} />;
}
