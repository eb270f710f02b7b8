import { SHOP } from '@dtm/shared/constants';
import { lazy, memo, Suspense, startTransition, useEffect, useState } from 'react';
import { drawsBuiltPage } from '../../lib/built-page';
import { usePageMeta } from '../../lib/use-page-meta';
import { loadBelowTheFold } from './below-the-fold-loader';
import { HeroSection } from './hero-section';

// The sections below the hero are a chunk of their own (the landing's first load stays light);
// boot.tsx loads it before React takes the built landing over.
const BelowTheFold = lazy(loadBelowTheFold);

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
 * thread is never blocked for long. Later visits (and a link to a section) render them at once
 * (as soon as their code is there: the service worker keeps it).
 */
function useBelowTheFold(): boolean {
  // The built page (lib/built-page.ts) holds the whole landing: React takes it all over at once.
  const [show, setShow] = useState(() => drawsBuiltPage() || !firstPageLoad || window.location.hash !== '');
  useEffect(() => {
    firstPageLoad = false;
    if (!show) startTransition(() => setShow(true));
  }, [show]);
  return show;
}

/**
 * The public home page. It takes no props, so it is memoised: when the sign-in check answers
 * (signed out), the home route renders it again and the whole landing would otherwise render
 * and diff again, in one blocking task (about 200 ms on a phone's CPU).
 */
export const LandingPage = memo(function LandingPage() {
  usePageMeta(META);
  const belowTheFold = useBelowTheFold();
  return (
    <>
      <HeroSection />
      {belowTheFold ? (
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      ) : null}
    </>
  );
});
