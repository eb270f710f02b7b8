import { createFileRoute } from '@tanstack/react-router';
import { adminCatalogQueryOptions } from '../../features/admin/api/catalog';
import { CatalogPage } from '../../features/admin/catalog/catalog-page';

export const Route = createFileRoute('/admin/animations')({
  loader: ({ context }) => context.queryClient.prefetchQuery(adminCatalogQueryOptions('animation')),
  component: () => <CatalogPage kind="animation" />,
});
