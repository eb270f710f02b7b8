import { useAuth } from '../auth/api/get-user';
import { SignInCard } from '../auth/sign-in-card';
import { AdminRefusalPage } from './admin-refusal-page';

/** /admin/login: the e-mail sign-in that returns to the admin dashboard; customers are told this is not for them. */
export function AdminLoginPage() {
  const auth = useAuth();
  // The route's guard has already sent a signed-in admin on to /admin/dashboard.
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-in' && !auth.user.isAdmin) return <AdminRefusalPage user={auth.user} />;
  return (
    <SignInCard
      title="Management Panel"
      intro="For the shop's team. Enter your administrator e-mail and we'll send you a link that signs you in."
      returnTo="/admin/dashboard"
    />
  );
}
