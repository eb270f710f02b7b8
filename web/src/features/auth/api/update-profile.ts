import type { UpdateProfileInput } from '@dtm/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { type CurrentUser, CurrentUserSchema, USER_QUERY_KEY } from './get-user';

/** PATCH /api/auth/user/profile: the new first and last name; answers with the updated user. */
export async function updateProfile(input: UpdateProfileInput): Promise<CurrentUser> {
  return apiSend('PATCH', '/api/auth/user/profile', input, CurrentUserSchema);
}

/** Saves the names, then refreshes the user query so the top bar and the greeting agree. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'profile'],
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
