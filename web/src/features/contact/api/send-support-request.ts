import type { CreateSupportRequestInput } from '@dtm/shared/support-requests';
import { useMutation } from '@tanstack/react-query';
import { type SubmitResult, submitThroughOutbox } from '../../offline/outbox/outbox';

/**
 * POST /api/support-requests (public): the contact form's message for the support team, sent
 * through the offline outbox: 'queued' when there is no connection (sent later, once).
 */
export async function sendSupportRequest(input: CreateSupportRequestInput): Promise<SubmitResult> {
  return submitThroughOutbox('support-request', input);
}

export function useSendSupportRequest() {
  // 'always': offline, the outbox queues the message at once instead of the mutation pausing.
  return useMutation({ mutationFn: sendSupportRequest, networkMode: 'always' });
}
