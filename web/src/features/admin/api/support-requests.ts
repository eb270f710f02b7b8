import type { SupportStatus } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import type { SupportRequest } from '@dtm/shared/support-requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { adminGet, adminSend } from './admin-fetch';

export const adminSupportRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'support-requests'],
    queryFn: ({ signal }) => adminGet<SupportRequest[]>('/api/admin/support-requests', signal),
  });

/** PATCH /api/admin/support-requests/:id: status and/or the answer (sent to the customer when not blank). */
export function useUpdateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status?: SupportStatus; adminResponse?: string }) =>
      adminSend<SupportRequest>('PATCH', `/api/admin/support-requests/${id}`, body),
    onSuccess: async (_data, variables) => {
      showToast(variables.adminResponse?.trim() ? TOASTS.supportResponseSent : TOASTS.supportRequestUpdated);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => showToast(TOASTS.supportRequestUpdateFailed),
  });
}
