import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';
import { SidebarSignOut } from './sidebar-sign-out';
import type { useSidebar } from './sidebar-state';

type Sidebar = ReturnType<typeof useSidebar>;

/**
 * Desktop: a fixed column, 16rem wide or 3rem of icons. Phone (under 768 px): the same
 * content in an 18rem slide-over sheet (a Radix dialog: focus kept inside, Escape closes).
 */
export function AdminSidebar({ sidebar }: { sidebar: Sidebar }) {
  if (sidebar.isMobile) {
    return (
      <Dialog.Root open={sidebar.sheetOpen} onOpenChange={sidebar.setSheetOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px] data-[state=open]:animate-in" />
          <Dialog.Content
            data-testid="admin-sidebar-sheet"
            className="fixed inset-y-0 left-0 z-50 flex w-[18rem] max-w-[85vw] flex-col gap-6 bg-white p-4 shadow-2xl outline-none"
          >
            <div className="flex items-center justify-between gap-2">
              <Dialog.Title asChild>
                <div>
                  <SidebarBrand />
                </div>
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close menu">
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Pages of the Management Panel</Dialog.Description>
            <div className="flex-1 overflow-y-auto">
              <SidebarNav onNavigate={() => sidebar.setSheetOpen(false)} />
            </div>
            <SidebarSignOut />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  const iconsOnly = !sidebar.expanded;
  // max-md:hidden: when the window narrows, the column is gone from the first frame, before the
  // media query's change event lets React swap it for the sheet (no page wider than a phone).
  return (
    <aside
      data-testid="admin-sidebar"
      data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col max-md:hidden gap-6 border-r-2 border-ink/5 bg-white/90 py-4 backdrop-blur transition-[width] duration-200',
        sidebar.expanded ? 'w-[16rem] px-2' : 'w-[3rem] px-1',
      )}
    >
      <SidebarBrand iconsOnly={iconsOnly} />
      <div className="flex-1 overflow-y-auto">
        <SidebarNav iconsOnly={iconsOnly} />
      </div>
      <SidebarSignOut iconsOnly={iconsOnly} />
    </aside>
  );
}
