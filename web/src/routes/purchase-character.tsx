import { createFileRoute } from '@tanstack/react-router';
import { PurchaseCharacterPage } from '../features/checkout/purchase-character-page';

export const Route = createFileRoute('/purchase-character')({
  component: PurchaseCharacterPage,
});
