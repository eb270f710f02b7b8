import type { CreateReturnRequestInput } from '@dtm/shared/returns';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/returns (public): the "Start Your Return" form. */
export async function submitReturnRequest(input: CreateReturnRequestInput): Promise<void> {
  await apiRequest('POST', '/api/returns', input);
}

export function useSubmitReturnRequest() {
  return useMutation({ mutationFn: submitReturnRequest });
}
