import { redirect } from '@tanstack/react-router';

/** Paths the Worker answers itself: leaving for them needs a full page load. */
function isServerPath(path: string): boolean {
  return /^\/(api|dev)(\/|$|\?)/.test(path);
}

/**
 * The redirect to `returnTo` for someone who is already signed in. `safeReturnTo` is loaded on
 * demand because the shared auth module brings the full zod, which the first page does without.
 */
export async function redirectToReturnTo(returnTo: string | undefined) {
  const { safeReturnTo } = await import('@dtm/shared/auth');
  const target = safeReturnTo(returnTo);
  return redirect({ href: target, replace: true, reloadDocument: isServerPath(target) });
}
