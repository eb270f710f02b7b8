import { createFileRoute } from '@tanstack/react-router';
import { BuyFramePage } from '../features/checkout/buy-frame-page';

export const Route = createFileRoute('/buy-frame')({
  component: BuyFramePage,
});
