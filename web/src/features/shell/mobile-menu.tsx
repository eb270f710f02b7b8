import { useLocation } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { mobileMenuOpenAtom, useAtom, useSetAtom } from '../../state/app-jotai';
import { SectionNav } from './section-nav';

const PANEL_ID = 'mobile-menu';

/** The phone's menu button; it opens the panel below the top bar. */
export function MobileMenuToggle({ className }: { className?: string }) {
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={() => setOpen(!open)}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </Button>
  );
}

/** Closes the phone menu on Escape and whenever the page changes. */
function useCloseMobileMenuOnLeave() {
  const setOpen = useSetAtom(mobileMenuOpenAtom);
  const pathname = useLocation({ select: (location) => location.pathname });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change on purpose
  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setOpen]);
}

/** The phone's panel: the same section links as the desktop bar; it closes after a choice. */
export function MobileMenuPanel({ className }: { className?: string }) {
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  useCloseMobileMenuOnLeave();
  // Kept in the DOM while closed so the toggle's aria-controls always points at something.
  return (
    <div id={PANEL_ID} hidden={!open} className={className}>
      <SectionNav
        label="Sections menu"
        layout="column"
        className="mx-auto max-w-6xl px-4 py-3"
        onChoose={() => setOpen(false)}
      />
    </div>
  );
}
