import type { OrderType } from '@dtm/shared/constants';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ConfigurePage } from '../../features/checkout/configure/configure-page';

type ConfigureSearch = { type?: OrderType | undefined };

export const Route = createFileRoute('/checkout/configure')({
  validateSearch: (search: Record<string, unknown>): ConfigureSearch => ({
    type: search.type === 'frame' || search.type === 'character' ? search.type : undefined,
  }),
  // Spec section 2: any other type goes home.
  beforeLoad: ({ search }) => {
    if (!search.type) throw redirect({ to: '/', replace: true });
  },
  component: ConfigureRoute,
});

function ConfigureRoute() {
  const { type } = Route.useSearch();
  return type ? <ConfigurePage key={type} type={type} /> : null;
}
