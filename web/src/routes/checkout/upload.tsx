import { createFileRoute } from '@tanstack/react-router';
import { UploadPlaceholderPage } from '../../features/checkout/upload-placeholder-page';

// Issue 6 replaces this route with the artwork upload step.
export const Route = createFileRoute('/checkout/upload')({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  component: UploadRoute,
});

function UploadRoute() {
  const { token } = Route.useSearch();
  return <UploadPlaceholderPage token={token ?? null} />;
}
