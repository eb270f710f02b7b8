import { cn } from '../../lib/cn';
import { SunDoodle } from './doodles';
import { DrawnCharacter } from './drawn-character';

/** A digital picture frame on its stand, playing the animated character. Decorative. */
export function DigitalFrame({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('relative', className)}>
      <div className="rounded-[1.75rem] bg-ink p-3 shadow-[0_20px_50px_-12px_rgba(42,31,61,0.45)]">
        <div className="relative aspect-[5/3] overflow-hidden rounded-2xl bg-gradient-to-b from-sky to-paper">
          <SunDoodle className="absolute top-3 right-4 size-12 motion-safe:animate-[spin_18s_linear_infinite]" />
          <div className="absolute inset-x-0 bottom-0 h-1/5 rounded-t-[50%] bg-grass" />
          <DrawnCharacter
            variant="animated"
            className="absolute bottom-[6%] left-1/2 h-4/5 -translate-x-1/2 motion-safe:animate-float"
          />
        </div>
      </div>
      <div className="mx-auto h-5 w-24 rounded-b-2xl bg-ink/85" />
    </div>
  );
}
