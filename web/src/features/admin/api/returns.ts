import type { ReturnStatus } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import type { ReturnRequest } from '@dtm/shared/returns';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { adminGet, adminSend } from './admin-fetch';

export const adminReturnsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'returns'],
    queryFn: ({ signal }) => adminGet<ReturnRequest[]>('/api/admin/returns', signal),
  });

/** PATCH /api/admin/returns/:id: the status or the label flag, saved at once. */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status?: ReturnStatus; returnLabelSent?: boolean }) =>
      adminSend<ReturnRequest>('PATCH', `/api/admin/returns/${id}`, body),
    onSuccess: async () => {
      showToast(TOASTS.returnUpdated);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'returns'] });
    },
    onError: () => showToast(TOASTS.returnUpdateFailed),
  });
}
