import { CustomizationSection } from './customization-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ShowcaseSection } from './showcase-section';

/** The public home page. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <ShowcaseSection />
      <HowItWorksSection />
      <PricingSection />
      <CustomizationSection />
    </>
  );
}
