import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiSend } from '../../../lib/api-client';

export type SignInLinkRequest = { email: string; returnTo: string };

const SentSchema = z.object({ status: z.literal('sent'), email: z.string() });
export type SignInLinkSent = z.infer<typeof SentSchema>;

/** POST /api/auth/sign-in/magic-link: e-mails a single-use sign-in link that returns to `returnTo`. */
export async function requestSignInLink(input: SignInLinkRequest): Promise<SignInLinkSent> {
  return apiSend('POST', '/api/auth/sign-in/magic-link', input, SentSchema);
}

/** The mutation behind the sign-in forms; failures are shown by the form, not as toasts. */
export function useRequestSignInLink() {
  return useMutation({ mutationKey: ['auth', 'sign-in-link'], mutationFn: requestSignInLink });
}
