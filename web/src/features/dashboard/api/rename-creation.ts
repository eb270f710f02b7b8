import { UserFrameSchema } from '@dtm/shared/frames';
import { DashboardCharacterSchema } from '@dtm/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendParsed } from './fetch-parsed';
import { USER_KEYS } from './user-keys';

/** PATCH /api/user/frames/:id/name, then the frames list is read again. */
export function useRenameFrame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, frameName }: { id: string; frameName: string }) =>
      sendParsed('PATCH', `/api/user/frames/${encodeURIComponent(id)}/name`, { frameName }, UserFrameSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.frames }),
  });
}

/** PATCH /api/user/characters/:id/name (trimmed by the form and the server). */
export function useRenameCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, characterName }: { id: string; characterName: string }) =>
      sendParsed(
        'PATCH',
        `/api/user/characters/${encodeURIComponent(id)}/name`,
        { characterName },
        DashboardCharacterSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.characters }),
  });
}
