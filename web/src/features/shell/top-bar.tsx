import { mobileMenuOpenAtom, useSetAtom } from '../../state/app-jotai';
import { BrandLink } from './brand-link';
import { MobileMenuPanel, MobileMenuToggle } from './mobile-menu';
import { SectionNav } from './section-nav';
import { UserSlot } from './user-slot';

/** The fixed bar on every page: brand, section buttons, user slot and the phone menu. */
export function TopBar() {
  const setMenuOpen = useSetAtom(mobileMenuOpenAtom);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b-2 border-ink/5 bg-paper/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <BrandLink onNavigate={() => setMenuOpen(false)} />
        <SectionNav label="Sections" layout="row" className="hidden md:block" />
        <div className="flex items-center gap-1 sm:gap-2">
          <UserSlot />
          <MobileMenuToggle className="md:hidden" />
        </div>
      </div>
      <MobileMenuPanel className="border-t-2 border-ink/5 bg-paper shadow-lg md:hidden" />
    </header>
  );
}
