import type { CreateSupportRequestInput } from '@dtm/shared/support-requests';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/support-requests (public): the contact form's message for the support team. */
export async function sendSupportRequest(input: CreateSupportRequestInput): Promise<void> {
  await apiRequest('POST', '/api/support-requests', input);
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
