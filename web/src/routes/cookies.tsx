import { createFileRoute } from '@tanstack/react-router';
import { CookiePolicyPage } from '../features/cookies/cookie-policy-page';

export const Route = createFileRoute('/cookies')({
  component: CookiePolicyPage,
});
