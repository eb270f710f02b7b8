import { UserFrameSchema } from '@dtm/shared/frames';
import { DashboardCharacterSchema } from '@dtm/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { USER_KEYS } from '../../../lib/user-keys';

/** PATCH /api/user/frames/:id/name, then the frames list is read again. */
export function useRenameFrame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, frameName }: { id: string; frameName: string }) =>
      apiSend('PATCH', `/api/user/frames/${encodeURIComponent(id)}/name`, { frameName }, UserFrameSchema),
    // Tried at once even offline, so the person hears that it needs a connection instead of waiting.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.frames }),
  });
}

/** PATCH /api/user/characters/:id/name (trimmed by the form and the server). */
export function useRenameCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, characterName }: { id: string; characterName: string }) =>
      apiSend(
        'PATCH',
        `/api/user/characters/${encodeURIComponent(id)}/name`,
        { characterName },
        DashboardCharacterSchema,
      ),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.characters }),
  });
}
