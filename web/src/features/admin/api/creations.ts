import type { AdminCharacter, AdminFrame } from '@dtm/shared/admin';
import type { MagicStatus } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { adminGet, adminSend, searchParams } from './admin-fetch';

export const adminFramesQueryOptions = (search: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'frames', { search }],
    queryFn: ({ signal }) => adminGet<AdminFrame[]>(`/api/admin/frames${searchParams({ search })}`, signal),
    placeholderData: keepPreviousData,
  });

export const adminCharactersQueryOptions = (search: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'characters', { search }],
    queryFn: ({ signal }) => adminGet<AdminCharacter[]>(`/api/admin/characters${searchParams({ search })}`, signal),
    placeholderData: keepPreviousData,
  });

/** PATCH /api/admin/frames/:id/status or /characters/:id/status. */
export function useUpdateCreationStatus(kind: 'frames' | 'characters') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MagicStatus }) =>
      adminSend<{ id: string; status: MagicStatus }>('PATCH', `/api/admin/${kind}/${id}/status`, { status }),
    onSuccess: async () => {
      showToast(kind === 'frames' ? TOASTS.frameStatusUpdated : TOASTS.characterStatusUpdated);
      await queryClient.invalidateQueries({ queryKey: ['admin', kind] });
    },
    onError: () => showToast(kind === 'frames' ? TOASTS.frameStatusUpdateFailed : TOASTS.characterStatusUpdateFailed),
  });
}
