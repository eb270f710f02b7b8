import {
  Frame,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  PackageOpen,
  ShoppingBag,
  Sparkles,
  Ticket,
} from 'lucide-react';

/** What waits for an answer, counted on its entry (from the dashboard's stats). */
export type WaitingCount = 'openSupportRequests' | 'pendingReturns';

/** A sidebar entry (spec section 3: title, url, icon), and what waits there. */
export type SidebarItem = { title: string; url: string; icon: LucideIcon; waiting?: WaitingCount };

/** The back office's pages in the spec's order. */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { title: 'Dashboard', url: '/admin/dashboard', icon: LayoutDashboard },
  { title: 'Orders', url: '/admin/orders', icon: ShoppingBag },
  { title: 'Vouchers', url: '/admin/vouchers', icon: Ticket },
  { title: 'Support Requests', url: '/admin/support-requests', icon: LifeBuoy, waiting: 'openSupportRequests' },
  { title: 'Returns', url: '/admin/returns', icon: PackageOpen, waiting: 'pendingReturns' },
  { title: 'Frame Management', url: '/admin/frame-management', icon: Frame },
  { title: 'Character Management', url: '/admin/character-management', icon: Sparkles },
  { title: 'Variations', url: '/admin/variations', icon: Layers },
];
