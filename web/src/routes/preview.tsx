import { UPLOAD_TOKEN_PATTERN } from '@dtm/shared/constants';
import { createFileRoute } from '@tanstack/react-router';
import { PreviewPage } from '../features/preview/preview-page';

export const Route = createFileRoute('/preview')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    // A plain pattern, not the zod schema: search parsers run in the first bundle.
    const { token } = search;
    return typeof token === 'string' && UPLOAD_TOKEN_PATTERN.test(token) ? { token } : {};
  },
  component: PreviewRoute,
});

function PreviewRoute() {
  const { token } = Route.useSearch();
  return <PreviewPage {...(token ? { token } : {})} />;
}
