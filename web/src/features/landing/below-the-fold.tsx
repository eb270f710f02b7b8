import { useEffect } from 'react';
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

/** The landing page below the hero: its own chunk, so the first load carries only the hero. */
export default function BelowTheFold() {
  useScrollToHash();
  return (
    <>
      <ShowcaseSection />
      <HowItWorksSection />
      <PreviewSection />
      <PricingSection />
      <CustomizationSection />
    </>
  );
}
