import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { BuiltIsland } from '../../components/built-island';
import { announceAppStarted } from '../../lib/app-started';
import { drawsBuiltPage, drawWholePage } from '../../lib/built-page';
import { PreviewSection } from '../preview';
import { CustomizationSection } from './customization-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ShowcaseSection } from './showcase-section';

/**
 * Top to bottom: each is only ever added below the ones already drawn, so nothing above moves.
 * The ones with only text and links are kept as built when React takes the built page over.
 */
const SECTIONS: readonly { key: string; Section: ComponentType; kept?: boolean }[] = [
  { key: 'showcase', Section: ShowcaseSection },
  { key: 'how-it-works', Section: HowItWorksSection, kept: true },
  { key: 'try-it', Section: PreviewSection },
  { key: 'pricing', Section: PricingSection, kept: true },
  { key: 'customization', Section: CustomizationSection, kept: true },
];

let firstMount = true;

/**
 * On the app's first page the sections are added one at a time, each in a task of its own: a
 * phone then lays out one section per task instead of the whole page in one long task (about
 * 250 ms on a phone's CPU, all of it blocking). A link to a section (`/#pricing`) and later visits
 * draw them all at once.
 */
function useSectionsShown(): number {
  const [shown, setShown] = useState(() =>
    firstMount && !drawsBuiltPage() && window.location.hash === '' ? 1 : SECTIONS.length,
  );
  useEffect(() => {
    firstMount = false;
    if (shown >= SECTIONS.length) return;
    // A task of its own (not a microtask): the browser lays out and paints what is there first.
    const next = window.setTimeout(() => startTransition(() => setShown((count) => count + 1)));
    return () => window.clearTimeout(next);
  }, [shown]);
  return shown;
}

/** A link to a section (`/#pricing`) opens there, once the section exists (this part is drawn after the hero). */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    drawWholePage();
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}

/** The landing page below the hero. */
export default function BelowTheFold() {
  useScrollToHash();
  // The built landing is the app's now, down to its last section: the taps held meanwhile may go.
  useEffect(announceAppStarted, []);
  const shown = useSectionsShown();
  return (
    <>
      {SECTIONS.slice(0, shown).map(({ key, Section, kept }) =>
        kept ? (
          <BuiltIsland key={key} name={key}>
            <Section />
          </BuiltIsland>
        ) : (
          <Section key={key} />
        ),
      )}
    </>
  );
}
