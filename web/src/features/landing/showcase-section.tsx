import { Heart, Wand2 } from 'lucide-react';
import { StarDoodle } from './doodles';
import { DrawnCharacter } from './drawn-character';
import { SectionHeading } from './section-heading';
import { ShowcaseCard } from './showcase-card';

/** Lined school paper, drawn with CSS. */
const PAPER_BACKGROUND = {
  backgroundColor: '#fffdf7',
  backgroundImage:
    'linear-gradient(90deg, transparent 2.5rem, #fca5a5 2.5rem, #fca5a5 calc(2.5rem + 2px), transparent calc(2.5rem + 2px)), repeating-linear-gradient(#fffdf7 0 1.6rem, #bfdbfe 1.6rem calc(1.6rem + 1px))',
} as const;

/** Gallery: the same drawing before and after. A later issue swaps the art for real videos. */
export function ShowcaseSection() {
  return (
    <section id="showcase" aria-labelledby="showcase-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="showcase-title" eyebrow="Gallery" title="From crayon lines to a character that moves">
          Every wobbly line stays. We keep what makes the drawing your child's, and bring it to life.
        </SectionHeading>

        <div className="relative mt-14 grid gap-8 md:grid-cols-2 md:gap-12">
          <ShowcaseCard
            label="Before"
            title="The original drawing"
            text="A monster with one big eye, drawn at the kitchen table on a Tuesday afternoon."
            art={
              <div className="absolute inset-0 flex items-center justify-center" style={PAPER_BACKGROUND}>
                <DrawnCharacter variant="sketch" className="h-[82%] w-auto -rotate-3" />
              </div>
            }
          />
          <div
            aria-hidden="true"
            className="absolute top-[calc(50%-2.5rem)] left-1/2 z-10 hidden size-16 -translate-x-1/2 items-center justify-center rounded-full bg-sunny shadow-lg md:flex"
          >
            <Wand2 className="size-8 text-ink" />
          </div>
          <ShowcaseCard
            label="After"
            title="The animated character"
            text="The same monster, now waving hello from a digital frame on the shelf."
            art={
              <div className="absolute inset-0 flex items-end justify-center bg-gradient-to-b from-sky to-[#e0f2fe] pb-[5%]">
                <StarDoodle className="absolute top-5 left-6 size-8 motion-safe:animate-float" color="#fcd34d" />
                <StarDoodle className="absolute top-10 right-8 size-6 motion-safe:animate-float" />
                <div className="absolute inset-x-0 bottom-0 h-1/5 rounded-t-[50%] bg-grass" />
                <DrawnCharacter variant="animated" className="relative h-[80%] w-auto motion-safe:animate-float" />
              </div>
            }
          />
        </div>

        <div className="mt-12 flex flex-col items-center gap-4 rounded-[2rem] bg-grape px-6 py-10 text-center text-white sm:flex-row sm:px-10 sm:text-left">
          <Heart aria-hidden="true" className="size-12 shrink-0 fill-berry text-berry" />
          <div>
            <h3 className="font-display text-2xl font-extrabold">More Than Art</h3>
            <p className="mt-2 text-lg text-white/90">
              A drawing fades on the fridge. A living character stays: a memory of who your child was at five, six or
              seven, waving at you every morning.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
