import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { PrivacyCard } from '../account';
import { userQueryOptions } from '../auth/api/get-user';
import { ConnectFrameCard } from '../devices';
import { AccountLinks } from './account-links';
import { CharactersSection } from './characters-section';
import { FramesSection } from './frames-section';
import { OrdersSection } from './orders-section';
import { ProfileGreeting } from './profile-greeting';
import { PurchasesSection } from './purchases-section';
import { ShopLinks } from './shop-links';

/** /dashboard (and / when signed in): the greeting, the creations, the purchases, the orders and account links. */
export function DashboardPage() {
  const { data: user } = useQuery(userQueryOptions());
  // The route's guard has loaded the user; null here means the session ended meanwhile.
  if (user === null) return <Navigate to="/login" search={{ returnTo: '/dashboard' }} replace />;
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:py-12">
      <ProfileGreeting user={user} />
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 gap-10">
          <FramesSection />
          <CharactersSection />
          <PurchasesSection />
          <OrdersSection />
        </div>
        <aside className="grid gap-6" aria-label="Shop and account">
          <ShopLinks />
          <ConnectFrameCard />
          <PrivacyCard />
          <AccountLinks user={user} />
        </aside>
      </div>
    </div>
  );
}
