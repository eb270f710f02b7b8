import { createFileRoute } from '@tanstack/react-router';
import { parseAdminSearch } from '../../features/admin/admin-search';
import { adminCharactersQueryOptions } from '../../features/admin/api/creations';
import { CharactersPage } from '../../features/admin/characters/characters-page';

export const Route = createFileRoute('/admin/character-management')({
  validateSearch: parseAdminSearch,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminCharactersQueryOptions(deps.search)),
  component: CharactersPage,
});
