import { UploadTokenSchema } from '@dtm/shared/uploads';
import { createFileRoute } from '@tanstack/react-router';
import { PreviewPage } from '../features/preview/preview-page';

export const Route = createFileRoute('/preview')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = UploadTokenSchema.safeParse(search.token);
    return token.success ? { token: token.data } : {};
  },
  component: PreviewRoute,
});

function PreviewRoute() {
  const { token } = Route.useSearch();
  return <PreviewPage {...(token ? { token } : {})} />;
}
