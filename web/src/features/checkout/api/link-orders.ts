import type { LinkOrdersInput } from '@dtm/shared/orders';
import { apiRequest } from '../../../lib/api';

/** PATCH /api/orders/link-to-user: claims a guest's paid orders with their upload token. */
export async function linkOrdersToUser(input: LinkOrdersInput): Promise<void> {
  await apiRequest('PATCH', '/api/orders/link-to-user', input);
}
