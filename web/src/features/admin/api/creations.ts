import { AdminCharacterSchema, AdminFrameSchema } from '@dtm/shared/admin';
import { MAGIC_STATUSES, type MagicStatus } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { showToast } from '../../../components/toast';
import { apiGet, apiSend, searchParams } from '../../../lib/api-client';

/** The answer to a status change: the creation and its status now. */
const StatusChangeSchema = z.object({ id: z.string(), status: z.enum(MAGIC_STATUSES) });

export const adminFramesQueryOptions = (search: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'frames', { search }],
    queryFn: ({ signal }) => apiGet(`/api/admin/frames${searchParams({ search })}`, z.array(AdminFrameSchema), signal),
    placeholderData: keepPreviousData,
  });

export const adminCharactersQueryOptions = (search: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'characters', { search }],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/characters${searchParams({ search })}`, z.array(AdminCharacterSchema), signal),
    placeholderData: keepPreviousData,
  });

/** PATCH /api/admin/frames/:id/status or /characters/:id/status. */
export function useUpdateCreationStatus(kind: 'frames' | 'characters') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MagicStatus }) =>
      apiSend('PATCH', `/api/admin/${kind}/${id}/status`, { status }, StatusChangeSchema),
    onSuccess: async () => {
      showToast(kind === 'frames' ? TOASTS.frameStatusUpdated : TOASTS.characterStatusUpdated);
      await queryClient.invalidateQueries({ queryKey: ['admin', kind] });
    },
    onError: () => showToast(kind === 'frames' ? TOASTS.frameStatusUpdateFailed : TOASTS.characterStatusUpdateFailed),
  });
}
