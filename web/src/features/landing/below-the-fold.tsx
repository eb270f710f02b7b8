import { type ReactNode, useEffect } from 'react';
import { PreviewSection } from '../preview';
import { CustomizationSection } from './customization-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ShowcaseSection } from './showcase-section';

/** A link to a section (`/#pricing`) opens there, once the section exists (this part loads after the hero). */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}

/** A section the browser lays out and paints only once it nears the screen (CSS content-visibility). */
function Offscreen({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-size:auto_900px] [content-visibility:auto]">{children}</div>;
}

/** The landing page below the hero: its own chunk, so the first load carries only the hero. */
export default function BelowTheFold() {
  useScrollToHash();
  return (
    <>
      <Offscreen>
        <ShowcaseSection />
      </Offscreen>
      <Offscreen>
        <HowItWorksSection />
      </Offscreen>
      <Offscreen>
        <PreviewSection />
      </Offscreen>
      <Offscreen>
        <PricingSection />
      </Offscreen>
      <Offscreen>
        <CustomizationSection />
      </Offscreen>
    </>
  );
}
