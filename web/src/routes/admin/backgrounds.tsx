import { createFileRoute } from '@tanstack/react-router';
import { adminCatalogQueryOptions } from '../../features/admin/api/catalog';
import { CatalogPage } from '../../features/admin/catalog/catalog-page';

export const Route = createFileRoute('/admin/backgrounds')({
  loader: ({ context }) => context.queryClient.prefetchQuery(adminCatalogQueryOptions('background')),
  component: () => <CatalogPage kind="background" />,
});
