import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { userQueryOptions } from '../auth/api/get-user';
import { AccountLinks } from './account-links';
import { CreationsEmpty } from './creations-empty';
import { ProfileGreeting } from './profile-greeting';

/** /dashboard (signed in only): the greeting with the editable names, the creations, and account links. */
export function DashboardPage() {
  const { data: user } = useQuery(userQueryOptions());
  // The route's guard has loaded the user; null here means the session ended meanwhile.
  if (user === null) return <Navigate to="/login" search={{ returnTo: '/dashboard' }} replace />;
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12">
      <ProfileGreeting user={user} />
      <div className="grid items-start gap-6 lg:grid-cols-[1.6fr_1fr]">
        <CreationsEmpty />
        <AccountLinks user={user} />
      </div>
    </div>
  );
}
