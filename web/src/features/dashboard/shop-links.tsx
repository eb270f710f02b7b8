import { Link } from '@tanstack/react-router';
import { ChevronRight, Frame, Image, Sparkles, Store } from 'lucide-react';
import type { ReactNode } from 'react';

const rowClass =
  'flex min-h-12 items-center gap-3 rounded-2xl px-3 py-2 font-semibold text-ink transition hover:bg-paper-deep hover:text-crayon-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-paper-deep">{icon}</span>
      <span className="flex-1">{children}</span>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-soft" />
    </>
  );
}

/** Buy more: a frame, a character, animations and backgrounds. */
export function ShopLinks() {
  return (
    <nav
      aria-labelledby="shop-links-title"
      className="rounded-[2rem] border-2 border-ink/10 bg-white p-3 shadow-[0_6px_0_0_rgba(42,31,61,0.06)]"
    >
      <h2 id="shop-links-title" className="px-3 pt-3 pb-2 font-display text-xl font-extrabold">
        Buy more magic
      </h2>
      <ul className="grid gap-1">
        <li>
          <Link to="/buy-frame" className={rowClass}>
            <Row icon={<Frame aria-hidden="true" className="size-5 text-grape" />}>Buy a frame</Row>
          </Link>
        </li>
        <li>
          <Link to="/purchase-character" className={rowClass}>
            <Row icon={<Sparkles aria-hidden="true" className="size-5 text-grape" />}>Buy a character</Row>
          </Link>
        </li>
        <li>
          <Link to="/marketplace" className={rowClass}>
            <Row icon={<Store aria-hidden="true" className="size-5 text-grape" />}>Animation marketplace</Row>
          </Link>
        </li>
        <li>
          <Link to="/backgrounds" className={rowClass}>
            <Row icon={<Image aria-hidden="true" className="size-5 text-grape" />}>Background marketplace</Row>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
