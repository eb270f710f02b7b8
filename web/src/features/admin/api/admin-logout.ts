import { TOASTS } from '@dtm/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../components/toast';
import { apiCommand } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../auth/api/get-user';

/** POST /api/admin/logout: ends the admin's session. */
export async function adminLogout(): Promise<void> {
  await apiCommand('POST', '/api/admin/logout');
}

/**
 * The Management Panel's Sign Out: on success everything cached for the admin is dropped and
 * the browser goes to /admin/login; on failure the spec's "Error" / "Failed to log out" toast.
 */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['admin', 'logout'],
    mutationFn: adminLogout,
    onSuccess: async () => {
      queryClient.removeQueries();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      await navigate({ to: '/admin/login', replace: true });
    },
    onError: () => {
      showToast(TOASTS.logoutFailed);
    },
  });
}
