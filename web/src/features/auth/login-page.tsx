import { safeReturnTo } from '@dtm/shared/auth';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Notice } from '../../components/ui/notice';
import { recallSignInEmail, signInReason } from '../../lib/sign-in-hint';
import { hasLinkError } from './login-search';
import { SignInCard } from './sign-in-card';

const route = getRouteApi('/login');

/** Spec's /api/login target: the e-mail sign-in, with the expired-link message when a link failed. */
export function LoginPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const returnTo = safeReturnTo(search.returnTo);
  const reason = signInReason(returnTo);
  // Only after paying or for the drawing: the address typed at checkout, from the address bar
  // once it was put there, else from this tab's storage.
  const hinted = reason ? (search.email ?? recallSignInEmail()) : '';

  useEffect(() => {
    // Into the address bar too: a reload keeps it even when the tab's session storage is gone.
    if (hinted && search.email !== hinted) {
      void navigate({ search: (prev) => ({ ...prev, email: hinted }), replace: true, resetScroll: false });
    }
  }, [hinted, search.email, navigate]);

  return (
    <SignInCard
      title="Sign in"
      intro="Enter your e-mail and we'll send you a link that signs you in. No password needed."
      returnTo={returnTo}
      defaultEmail={hinted}
      notice={
        hasLinkError(search) ? (
          <Notice tone="warning" role="alert" title="This sign-in link has expired or was already used.">
            Each link works once, for 15 minutes. Enter your e-mail below and we'll send you a new one.
          </Notice>
        ) : reason === 'paid' ? (
          <Notice tone="success" title="Thank you: your order is paid.">
            Sign in with the e-mail you used at checkout to add your child's drawing and follow your order.
          </Notice>
        ) : reason === 'upload' ? (
          <Notice tone="info" title="Sign in to add your child's drawing.">
            Use the e-mail you ordered with: your order and its drawing will be in your dashboard.
          </Notice>
        ) : null
      }
      onSent={() => {
        // The new link makes the old complaint moot; keep only where to go afterwards.
        if (hasLinkError(search)) {
          void navigate({
            search: { returnTo: search.returnTo, email: search.email },
            replace: true,
            resetScroll: false,
          });
        }
      }}
    />
  );
}
