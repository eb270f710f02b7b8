import { Outlet } from '@tanstack/react-router';
import { PanelLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Tip, TooltipProvider } from '../../components/ui/tooltip';
import { NeedsConnectionNotice } from '../offline/needs-connection-notice';
import { OFFLINE_TEXTS } from '../offline/texts';
import { LavaLampBackground } from './components/lava-lamp-background';
import { AdminBreadcrumb } from './sidebar/admin-breadcrumb';
import { AdminSidebar } from './sidebar/admin-sidebar';
import { useSidebar, useSidebarShortcut } from './sidebar/sidebar-state';
import { RenderRunsBar } from './studio/render-runs-bar';

/**
 * The admin back office's frame (admins only): the sidebar of spec section 2 (collapsible,
 * a slide-over sheet under 768 px, Ctrl/Cmd+B, kept in the sidebar_state cookie) and the page, with a notice while offline.
 */
export function AdminLayout() {
  const sidebar = useSidebar();
  useSidebarShortcut(sidebar.toggle);
  const label = sidebar.isMobile ? 'Open menu' : sidebar.expanded ? 'Collapse sidebar' : 'Expand sidebar';
  return (
    <TooltipProvider>
      <div className="relative flex min-h-dvh bg-paper">
        <LavaLampBackground />
        <a
          href="#admin-main"
          className="sr-only z-50 rounded-full bg-ink px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <AdminSidebar sidebar={sidebar} />
        <div className="relative flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b-2 border-ink/5 bg-white/85 px-3 backdrop-blur-md sm:px-4">
            <Tip label={`${label} (Ctrl+B)`} side="bottom">
              <Button
                variant="ghost"
                size="icon"
                aria-label={label}
                aria-expanded={sidebar.isMobile ? sidebar.sheetOpen : sidebar.expanded}
                onClick={sidebar.toggle}
              >
                <PanelLeft aria-hidden="true" className="size-5" />
              </Button>
            </Tip>
            <AdminBreadcrumb />
            <RenderRunsBar />
          </header>
          <main
            id="admin-main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none sm:px-6 sm:py-8"
          >
            <NeedsConnectionNotice message={OFFLINE_TEXTS.adminNeedsConnection} className="mb-6" />
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
