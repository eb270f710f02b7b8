import { createFileRoute } from '@tanstack/react-router';
import { adminPlayerReleasesQueryOptions } from '../../features/admin/api/player-releases';
import { PlayerReleasesPage } from '../../features/admin/player-releases/player-releases-page';

export const Route = createFileRoute('/admin/player-releases')({
  loader: ({ context }) => context.queryClient.prefetchQuery(adminPlayerReleasesQueryOptions()),
  component: PlayerReleasesPage,
});
