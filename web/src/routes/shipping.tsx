import { createFileRoute } from '@tanstack/react-router';
import { ShippingPage } from '../features/shipping/shipping-page';

export const Route = createFileRoute('/shipping')({
  component: ShippingPage,
});
