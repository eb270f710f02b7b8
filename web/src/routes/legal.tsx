import { createFileRoute } from '@tanstack/react-router';
import { LegalNoticePage } from '../features/legal/legal-notice-page';

export const Route = createFileRoute('/legal')({
  component: LegalNoticePage,
});
