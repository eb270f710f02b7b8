import { Heart, Wand2 } from 'lucide-react';
import { BuiltIsland } from '../../components/built-island';
import { StarDoodle } from '../../components/doodles';
import { LoopingVideo } from './looping-video';
import { CLIPS } from './media';
import { NinjaCharacter } from './ninja/ninja-character';
import { SectionHeading } from './section-heading';
import { ShowcaseCard } from './showcase-card';
import { Testimonials } from './testimonials';

/** Gallery: the same drawing before and after, Kenji the ninja, "More Than Art" and what families say. */
export function ShowcaseSection() {
  return (
    <section
      id="showcase"
      aria-labelledby="showcase-title"
      className="drawn-when-near bg-white py-20 [--drawn-height:3150px] sm:py-24 md:[--drawn-height:1850px]"
    >
      <div className="mx-auto max-w-6xl px-4">
        <BuiltIsland name="showcase-heading">
          <SectionHeading id="showcase-title" eyebrow="Gallery" title="From crayon lines to a character that moves">
            Every wobbly line stays. We keep what makes the drawing your child's, and bring it to life.
          </SectionHeading>
        </BuiltIsland>

        <div className="relative mt-14 grid gap-8 md:grid-cols-2 md:gap-12">
          <ShowcaseCard
            label="Before"
            title="The original drawing"
            text="A monster with antennae, drawn in purple crayon at the kitchen table on a Tuesday afternoon."
            media={<LoopingVideo clip={CLIPS.before} testId="video-before" />}
          />
          <div
            aria-hidden="true"
            className="absolute top-[calc(50%-5rem)] left-1/2 z-10 hidden size-16 -translate-x-1/2 items-center justify-center rounded-full bg-sunny shadow-lg md:flex"
          >
            <Wand2 className="size-8 text-ink" />
          </div>
          <ShowcaseCard
            label="After"
            title="The animated character"
            text="The same monster, coloured in, hopping and waving hello from a digital frame on the shelf."
            media={<LoopingVideo clip={CLIPS.after} testId="video-after" />}
          />
        </div>

        <div className="relative isolate mt-14 grid items-center gap-6 overflow-hidden rounded-[2rem] bg-grape px-6 py-10 text-white sm:px-10 md:grid-cols-[1fr_auto]">
          <StarDoodle
            className="absolute bottom-6 left-[58%] -z-10 hidden size-8 opacity-80 md:block"
            color="#fcd34d"
          />
          <BuiltIsland name="more-than-art">
            <div>
              <Heart aria-hidden="true" className="size-12 fill-berry text-berry" />
              <h3 className="mt-3 font-display text-3xl font-extrabold">More Than Art</h3>
              <p className="mt-3 max-w-xl text-lg text-white/90">
                A drawing fades on the fridge. A living character stays: a memory of who your child was at five, six or
                seven, waving at you every morning. Kenji here started as a doodle on a napkin.
              </p>
            </div>
          </BuiltIsland>
          <NinjaCharacter className="mx-auto" />
        </div>

        <BuiltIsland name="testimonials">
          <Testimonials />
        </BuiltIsland>
      </div>
    </section>
  );
}
