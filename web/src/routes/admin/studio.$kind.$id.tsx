import { createFileRoute, notFound } from '@tanstack/react-router';
import StudioPage from '../../features/admin/studio/studio-page';

const KINDS = ['frames', 'characters'] as const;
type Kind = (typeof KINDS)[number];

export const Route = createFileRoute('/admin/studio/$kind/$id')({
  params: {
    parse: ({ kind, id }) => {
      if (!KINDS.includes(kind as Kind)) throw notFound();
      return { kind: kind as Kind, id };
    },
    stringify: ({ kind, id }) => ({ kind, id }),
  },
  // A plain check, not zod: search parsers run in the first bundle.
  validateSearch: (search: Record<string, unknown>): { order?: string } =>
    typeof search.order === 'string' && search.order.length <= 64 ? { order: search.order } : {},
  component: StudioRoute,
});

function StudioRoute() {
  const { kind, id } = Route.useParams();
  const { order } = Route.useSearch();
  return <StudioPage kind={kind} id={id} {...(order ? { orderId: order } : {})} />;
}
