import { createFileRoute } from '@tanstack/react-router';
import { StopRemindersPage } from '../../features/uploads/stop-reminders-page';

export const Route = createFileRoute('/reminders/stop')({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  component: StopRemindersRoute,
});

function StopRemindersRoute() {
  const { token } = Route.useSearch();
  return <StopRemindersPage token={token ?? null} />;
}
