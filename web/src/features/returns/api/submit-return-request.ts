import type { CreateReturnRequestInput } from '@dtm/shared/returns';
import { useMutation } from '@tanstack/react-query';
import { type SubmitResult, submitThroughOutbox } from '../../offline/outbox/outbox';

/**
 * POST /api/returns (public): the "Start Your Return" form, sent through the offline outbox:
 * 'queued' when there is no connection (sent later, once).
 */
export async function submitReturnRequest(input: CreateReturnRequestInput): Promise<SubmitResult> {
  return submitThroughOutbox('return', input);
}

export function useSubmitReturnRequest() {
  // 'always': offline, the outbox queues the request at once instead of the mutation pausing.
  return useMutation({ mutationFn: submitReturnRequest, networkMode: 'always' });
}
