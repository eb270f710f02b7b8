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
  // The studio's code (the engine) takes a moment on a phone: say so at once, never a blank page.
  pendingMs: 0,
  pendingComponent: StudioPending,
});

function StudioPending() {
  return (
    <p role="status" className="rounded-2xl bg-white p-6 font-semibold" data-testid="studio-pending">
      Opening the studio…
    </p>
  );
}

function StudioRoute() {
  const { kind, id } = Route.useParams();
  const { order } = Route.useSearch();
  return <StudioPage kind={kind} id={id} {...(order ? { orderId: order } : {})} />;
}
