import { SHOP } from '@dtm/shared/constants';
import { startTransition, useEffect, useState } from 'react';
import { usePageMeta } from '../../lib/use-page-meta';
import { PreviewSection } from '../preview';
import { CustomizationSection } from './customization-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ShowcaseSection } from './showcase-section';

const META = {
  title: `${SHOP.name} — ${SHOP.tagline}`,
  description:
    "We turn your child's drawing into an animated character and deliver it on a 5 or 7 inch digital frame. Configure, pay securely, upload the artwork and enjoy the magic.",
  fullTitle: true,
} as const;

let firstPageLoad = true;

/**
 * On the app's very first page, the sections below the hero render right after it, as a
 * transition: React renders them in small slices, so the hero shows sooner and a phone's main
 * thread is never blocked for long. Later visits (and a link to a section) render all at once.
 */
function useBelowTheFold(): boolean {
  const [show, setShow] = useState(() => !firstPageLoad || window.location.hash !== '');
  useEffect(() => {
    firstPageLoad = false;
    if (!show) startTransition(() => setShow(true));
  }, [show]);
  return show;
}

/** A link to a section (`/#pricing`) opens there, also when the page rendered after the router scrolled. */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}

/** The public home page. */
export function LandingPage() {
  usePageMeta(META);
  const belowTheFold = useBelowTheFold();
  useScrollToHash();
  return (
    <>
      <HeroSection />
      {belowTheFold ? (
        <>
          <ShowcaseSection />
          <HowItWorksSection />
          <PreviewSection />
          <PricingSection />
          <CustomizationSection />
        </>
      ) : null}
    </>
  );
}
