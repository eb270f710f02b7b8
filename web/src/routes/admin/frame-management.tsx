import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { adminFramesQueryOptions } from '../../features/admin/api/creations';
import { FramesPage } from '../../features/admin/frames/frames-page';

const SearchSchema = z.object({ search: z.string().trim().max(200).optional().catch(undefined) });

export const Route = createFileRoute('/admin/frame-management')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminFramesQueryOptions(deps.search)),
  component: FramesPage,
});
