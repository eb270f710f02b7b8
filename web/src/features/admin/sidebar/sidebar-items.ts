import { type AdminStats, waitingTotal } from '@dtm/shared/admin';
import {
  Clapperboard,
  Frame,
  Image,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MonitorSmartphone,
  MonitorUp,
  PackageOpen,
  ShoppingBag,
  Sparkles,
  Ticket,
} from 'lucide-react';

/** What waits for an answer, counted on its entry (from the dashboard's stats). */
export type WaitingCount =
  | 'openSupportRequests'
  | 'pendingReturns'
  | 'variationsBeingMade'
  | 'framesWaiting'
  | 'charactersWaiting'
  | 'framesNeedCare';

/** The count on an entry: frames and characters add up change requests, failed and stopped renders, new drawings. */
export function waitingCount(stats: AdminStats, key: WaitingCount): number {
  if (key === 'framesWaiting') return waitingTotal(stats.waiting.frames);
  if (key === 'charactersWaiting') return waitingTotal(stats.waiting.characters);
  return stats[key];
}

/** A sidebar entry (spec section 3: title, url, icon), and what waits there. */
export type SidebarItem = { title: string; url: string; icon: LucideIcon; waiting?: WaitingCount };

/** The back office's pages in the spec's order, then the catalog's. */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { title: 'Dashboard', url: '/admin/dashboard', icon: LayoutDashboard },
  { title: 'Orders', url: '/admin/orders', icon: ShoppingBag },
  { title: 'Vouchers', url: '/admin/vouchers', icon: Ticket },
  { title: 'Support Requests', url: '/admin/support-requests', icon: LifeBuoy, waiting: 'openSupportRequests' },
  { title: 'Returns', url: '/admin/returns', icon: PackageOpen, waiting: 'pendingReturns' },
  { title: 'Frame Management', url: '/admin/frame-management', icon: Frame, waiting: 'framesWaiting' },
  {
    title: 'Character Management',
    url: '/admin/character-management',
    icon: Sparkles,
    waiting: 'charactersWaiting',
  },
  { title: 'Variations', url: '/admin/variations', icon: Layers, waiting: 'variationsBeingMade' },
  // What the marketplaces sell (issue 22): backgrounds in one place, their own marketplace.
  { title: 'Animations', url: '/admin/animations', icon: Clapperboard },
  { title: 'Backgrounds', url: '/admin/backgrounds', icon: Image },
  // Paired frames at home (issue #38): the count is those silent for a day or not playing.
  { title: 'Frames in homes', url: '/admin/devices', icon: MonitorSmartphone, waiting: 'framesNeedCare' },
  // Updates of the frame player (issue #38): publish, then widen the rollout.
  { title: 'Player releases', url: '/admin/player-releases', icon: MonitorUp },
];
