import { createFileRoute } from '@tanstack/react-router';
import { parseAdminSearch } from '../../features/admin/admin-search';
import { adminFramesQueryOptions } from '../../features/admin/api/creations';
import { FramesPage } from '../../features/admin/frames/frames-page';

export const Route = createFileRoute('/admin/frame-management')({
  validateSearch: parseAdminSearch,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminFramesQueryOptions(deps.search)),
  component: FramesPage,
});
