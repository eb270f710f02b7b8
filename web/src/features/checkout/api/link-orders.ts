import type { LinkOrdersInput } from '@dtm/shared/orders';
import { apiCommand } from '../../../lib/api-client';

/** PATCH /api/orders/link-to-user: claims a guest's paid orders with their upload token. */
export async function linkOrdersToUser(input: LinkOrdersInput): Promise<void> {
  await apiCommand('PATCH', '/api/orders/link-to-user', input);
}
