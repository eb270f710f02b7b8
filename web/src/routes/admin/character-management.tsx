import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { adminCharactersQueryOptions } from '../../features/admin/api/creations';
import { CharactersPage } from '../../features/admin/characters/characters-page';

const SearchSchema = z.object({ search: z.string().trim().max(200).optional().catch(undefined) });

export const Route = createFileRoute('/admin/character-management')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminCharactersQueryOptions(deps.search)),
  component: CharactersPage,
});
