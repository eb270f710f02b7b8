import { SHOP } from '@dtm/shared/constants';
import { MapPin } from 'lucide-react';
import { BuiltIsland } from '../../components/built-island';
import { InternalLink } from '../../components/internal-link';
import { InstallApp } from '../offline/install-app';
import { FOOTER_LINK_GROUPS } from './footer-links';
import { LogoMark } from './logo-mark';

/** The footer on every page: what the shop does, link groups, copyright and location. */
export function SiteFooter() {
  return (
    <footer className="drawn-when-near mt-auto bg-ink text-white [--drawn-height:660px] md:[--drawn-height:400px]">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm sm:col-span-3 lg:col-span-1">
          <p className="flex items-center gap-2 font-display text-xl font-extrabold">
            <LogoMark className="size-8" />
            {SHOP.name}
          </p>
          <p className="mt-3 leading-relaxed text-white/80">
            {SHOP.name} is transforming children's artwork into animated memories that families treasure.
          </p>
          <InstallApp className="mt-5" />
        </div>
        {/* Links only: kept as built when React takes the built landing over. */}
        <BuiltIsland name="footer-links">
          {FOOTER_LINK_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="font-display text-sm font-bold tracking-wider text-sunny uppercase">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <InternalLink
                      href={link.href}
                      className="rounded text-white/85 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sunny"
                    >
                      {link.label}
                    </InternalLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </BuiltIsland>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-white/75 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {SHOP.copyrightYear} {SHOP.name}. All rights reserved.
          </p>
          <p className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {SHOP.location}
          </p>
        </div>
      </div>
    </footer>
  );
}
