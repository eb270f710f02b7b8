import { AccountMessageSchema } from '@dtm/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../auth/api/get-user';

/** POST /api/user/delete-request: mails the confirmation link. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/user/delete-request', {}, AccountMessageSchema),
  });
}

/** POST /api/user/delete: the mailed token deletes the account; everything the app knew is dropped. */
export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiSend('POST', '/api/user/delete', { token }, AccountMessageSchema),
    onSuccess: () => {
      // Signed out: the shell shows it, and the offline copy of the dashboard is forgotten with the user.
      const userKey = JSON.stringify(USER_QUERY_KEY);
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== userKey });
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}
