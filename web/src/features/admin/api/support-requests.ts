import type { SupportStatus } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { SupportRequestSchema } from '@dtm/shared/support-requests';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { showToast } from '../../../components/toast';
import { apiGet, apiSend, searchParams } from '../../../lib/api-client';
import type { AdminSupportSearch } from '../admin-search';

export const adminSupportRequestsQueryOptions = (filter: AdminSupportSearch = {}) =>
  queryOptions({
    queryKey: ['admin', 'support-requests', { search: filter.search, status: filter.status }],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/admin/support-requests${searchParams({ search: filter.search, status: filter.status })}`,
        z.array(SupportRequestSchema),
        signal,
      ),
    placeholderData: keepPreviousData,
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
