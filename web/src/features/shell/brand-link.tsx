import { SHOP } from '@dtm/shared/constants';
import { Link } from '@tanstack/react-router';
import { LogoMark } from './logo-mark';

/** The shop's name and mark, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="group flex shrink-0 items-center gap-2 rounded-full font-display text-base font-extrabold whitespace-nowrap tracking-tight text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape sm:text-xl min-[400px]:text-lg"
    >
      <LogoMark className="size-8 transition-transform group-hover:rotate-6 sm:size-9" />
      <span>{SHOP.name}</span>
    </Link>
  );
}
