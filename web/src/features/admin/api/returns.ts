import type { ReturnStatus } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { ReturnRequestSchema } from '@dtm/shared/returns';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { showToast } from '../../../components/toast';
import { apiGet, apiSend } from '../../../lib/api-client';

export const adminReturnsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'returns'],
    queryFn: ({ signal }) => apiGet('/api/admin/returns', z.array(ReturnRequestSchema), signal),
  });

/** PATCH /api/admin/returns/:id: the status or the label flag, saved at once. */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status?: ReturnStatus; returnLabelSent?: boolean }) =>
      apiSend('PATCH', `/api/admin/returns/${id}`, body, ReturnRequestSchema),
    onSuccess: async () => {
      showToast(TOASTS.returnUpdated);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'returns'] });
    },
    onError: () => showToast(TOASTS.returnUpdateFailed),
  });
}
