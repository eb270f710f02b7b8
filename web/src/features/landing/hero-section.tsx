import { SHOP } from '@dtm/shared/constants';
import { Clock, Globe, RotateCcw, Sparkles, Wand2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { scrollToSection } from '../shell/use-scroll-to-section';
import { DigitalFrame } from './digital-frame';
import { SquiggleDoodle, StarDoodle, Underline } from './doodles';

const PROMISES = [
  { icon: Globe, text: 'Free worldwide shipping' },
  { icon: Clock, text: 'Preview video in 1-2 weeks' },
  { icon: RotateCcw, text: `${SHOP.returnDays}-day returns` },
] as const;

/** The landing page's opening: headline, promise and the Start Creating button. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-paper via-paper-deep to-[#ffe4ef]"
    >
      <StarDoodle
        className="absolute top-10 left-[6%] -z-10 hidden size-10 motion-safe:animate-float sm:block"
        color="#fcd34d"
      />
      <StarDoodle className="absolute right-[8%] bottom-16 -z-10 size-8 motion-safe:animate-float" />
      <SquiggleDoodle className="absolute top-24 right-[-2rem] -z-10 w-40 opacity-70" />
      <SquiggleDoodle className="absolute bottom-8 left-[-1.5rem] -z-10 w-32 opacity-60" color="#f472b6" />

      <div className="mx-auto grid min-h-[calc(100svh-4rem)] max-w-6xl items-center gap-12 px-4 py-14 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-xs font-bold whitespace-nowrap text-grape shadow-sm sm:text-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            Recognised by AI, perfected by artists
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-5xl leading-[1.05] font-black tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            Turn Drawings Into{' '}
            <span className="relative inline-block text-crayon">
              Magic
              <Underline className="absolute -bottom-2 left-0" />
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl lg:mx-0">
            Your child's drawing becomes an animated character that waves, wiggles and plays on a digital picture frame,
            made to be treasured for years.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button size="lg" onClick={() => scrollToSection('customization')}>
              <Wand2 aria-hidden="true" className="size-5" />
              Start Creating
            </Button>
            <Button size="lg" variant="secondary" onClick={() => scrollToSection('how-it-works')}>
              See how it works
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-semibold text-ink-soft lg:justify-start">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-1.5">
                <Icon aria-hidden="true" className="size-4 text-crayon" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <DigitalFrame className="mx-auto w-full max-w-md lg:max-w-none lg:rotate-2" />
      </div>
    </section>
  );
}
