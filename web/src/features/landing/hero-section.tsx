import { SHOP } from '@dtm/shared/constants';
import { Clock, Globe, RotateCcw, Sparkles, Wand2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { BuiltIsland } from '../../components/built-island';
import { Underline } from '../../components/doodles';
import { Button } from '../../components/ui/button';
import type { SectionId } from '../shell/sections';
import { scrollWhenReady } from '../shell/use-scroll-to-section';
import { HeroBackdrop } from './hero-backdrop';

const PROMISES = [
  { icon: Globe, text: 'Free worldwide shipping' },
  { icon: Clock, text: 'Preview video in 1-2 weeks' },
  { icon: RotateCcw, text: `${SHOP.returnDays}-day returns` },
] as const;

/** With the app running, the section is scrolled to smoothly (once drawn) and the address stays as it is. */
function scrollInstead(event: MouseEvent<HTMLAnchorElement>, section: SectionId) {
  event.preventDefault();
  scrollWhenReady(section);
}

/** The landing page's opening: a full-screen looping video behind the headline and Start Creating. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden bg-paper md:flex-row md:items-center"
    >
      {/* Phones: the video fills the screen below the text. Wider: it fills the whole section behind it. */}
      <div className="relative order-last min-h-64 flex-1 md:absolute md:inset-0 md:-z-10">
        <HeroBackdrop className="absolute inset-0 size-full object-cover object-[80%_70%] md:object-[70%_50%]" />
        {/* Keeps the headline readable over the moving picture. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-b from-paper to-paper/0 to-30% md:bg-gradient-to-r md:from-paper/95 md:from-30% md:via-paper/75 md:via-50% md:to-paper/0 md:to-70%"
        />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pt-10 pb-4 md:py-20">
        <div className="max-w-xl text-center md:text-left">
          {/* Text only: kept as built when the app takes the built landing over. */}
          <BuiltIsland name="hero-text">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/90 px-4 py-1.5 text-xs font-bold whitespace-nowrap text-grape shadow-sm sm:text-sm">
              <Sparkles aria-hidden="true" className="size-4" />
              Recognised by AI, perfected by artists
            </p>
            <h1
              id="hero-title"
              className="mt-5 font-display text-[2.75rem] leading-[1.05] font-black tracking-tight text-balance sm:text-6xl lg:text-7xl"
            >
              Turn Drawings Into{' '}
              <span className="relative inline-block text-crayon">
                Magic
                <Underline className="absolute -bottom-2 left-0" />
              </span>
            </h1>
            <p className="mx-auto mt-5 max-w-lg text-lg leading-relaxed text-ink sm:text-xl md:mx-0">
              Your child's drawing becomes an animated character that waves, wiggles and plays on a digital picture
              frame, made to be treasured for years.
            </p>
          </BuiltIsland>
          <div className="mt-7 flex flex-col items-center gap-3 sm:flex-row sm:justify-center md:justify-start">
            {/* Links, so they work in the page built ahead too, before the app runs
                (scripts/prerender-landing.ts): the address gets the section's #, and the sections
                below scroll there once they are drawn. */}
            <Button size="lg" asChild>
              {/* biome-ignore lint/a11y/useValidAnchor: it goes to a section of this page; onClick only scrolls smoothly */}
              <a href="#customization" onClick={(event) => scrollInstead(event, 'customization')}>
                <Wand2 aria-hidden="true" className="size-5" />
                Start Creating
              </a>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              {/* biome-ignore lint/a11y/useValidAnchor: it goes to a section of this page; onClick only scrolls smoothly */}
              <a href="#how-it-works" onClick={(event) => scrollInstead(event, 'how-it-works')}>
                See how it works
              </a>
            </Button>
          </div>
          <BuiltIsland name="hero-promises">
            <ul className="mt-7 hidden flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-semibold text-ink sm:flex md:justify-start">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-1.5">
                  <Icon aria-hidden="true" className="size-4 text-crayon" />
                  {text}
                </li>
              ))}
            </ul>
          </BuiltIsland>
        </div>
      </div>
    </section>
  );
}
