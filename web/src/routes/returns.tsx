import { createFileRoute } from '@tanstack/react-router';
import { ReturnsPage } from '../features/returns/returns-page';

export const Route = createFileRoute('/returns')({
  component: ReturnsPage,
});
