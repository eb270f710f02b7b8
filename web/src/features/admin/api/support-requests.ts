import type { SupportStatus } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { SupportRequestSchema } from '@dtm/shared/support-requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { showToast } from '../../../components/toast';
import { apiGet, apiSend } from '../../../lib/api-client';

export const adminSupportRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'support-requests'],
    queryFn: ({ signal }) => apiGet('/api/admin/support-requests', z.array(SupportRequestSchema), signal),
  });

/** PATCH /api/admin/support-requests/:id: status and/or the answer (sent to the customer when not blank). */
export function useUpdateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status?: SupportStatus; adminResponse?: string }) =>
      apiSend('PATCH', `/api/admin/support-requests/${id}`, body, SupportRequestSchema),
    onSuccess: async (_data, variables) => {
      showToast(variables.adminResponse?.trim() ? TOASTS.supportResponseSent : TOASTS.supportRequestUpdated);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => showToast(TOASTS.supportRequestUpdateFailed),
  });
}
