import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { usePrefersReducedMotion } from '../use-reduced-motion';
import { NINJA_PARTS, NINJA_SIZE, type NinjaPartName, ninjaPartSrc, ninjaPose, WAVE_KEYFRAMES } from './ninja-parts';
import { useScrollProgress } from './use-scroll-progress';

const NAME = 'Kenji';

/**
 * Kenji the ninja, put together from body-part images: he walks along as the page scrolls and
 * waves when clicked (or tapped, or pressed with Enter or Space).
 */
export function NinjaCharacter({ className }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [waving, setWaving] = useState(false);
  const figureRef = useRef<HTMLDivElement>(null);
  const partRefs = useRef(new Map<NinjaPartName, HTMLImageElement>());
  const waveRef = useRef<Animation | null>(null);

  // Scrolling moves the parts directly (no React render per frame).
  const applyPose = useCallback((progress: number) => {
    const pose = ninjaPose(progress);
    if (figureRef.current) figureRef.current.style.transform = pose.figure;
    for (const [name, element] of partRefs.current) element.style.transform = pose.parts[name];
  }, []);
  useScrollProgress(figureRef, applyPose, !reducedMotion);

  useEffect(() => () => waveRef.current?.cancel(), []);

  const wave = () => {
    const arm = partRefs.current.get('arm-right');
    if (!arm || waveRef.current) return;
    setWaving(true);
    const animation = arm.animate(WAVE_KEYFRAMES, { duration: reducedMotion ? 900 : 1600, easing: 'ease-in-out' });
    waveRef.current = animation;
    const done = () => {
      waveRef.current = null;
      setWaving(false);
    };
    animation.finished.then(done, done);
  };

  return (
    <div className={cn('flex flex-col items-center', className)}>
      <button
        type="button"
        onClick={wave}
        aria-label={`${NAME} the ninja. Click to make him wave.`}
        data-testid="ninja"
        data-waving={waving}
        className="group relative cursor-pointer rounded-[2rem] p-2 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sunny"
      >
        <div
          ref={figureRef}
          className="relative origin-bottom"
          style={{ width: NINJA_SIZE.width, height: NINJA_SIZE.height }}
          data-testid="ninja-figure"
        >
          {NINJA_PARTS.map((part) => (
            <img
              key={part.name}
              ref={(element) => {
                if (element) partRefs.current.set(part.name, element);
                else partRefs.current.delete(part.name);
              }}
              src={ninjaPartSrc(part.name)}
              alt=""
              width={part.width}
              height={part.height}
              loading="lazy"
              draggable={false}
              data-part={part.name}
              className="absolute select-none"
              style={{
                left: part.left,
                top: part.top,
                width: part.width,
                height: part.height,
                transformOrigin: part.origin,
                transform: `rotate(${part.restDeg}deg)`,
              }}
            />
          ))}
        </div>
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0 right-0 rounded-2xl rounded-bl-sm bg-white px-3 py-1.5 font-display text-lg font-black text-ink shadow-md transition',
            waving ? 'scale-100 opacity-100' : 'scale-75 opacity-0',
          )}
        >
          Hi!
        </span>
      </button>
      <p className="mt-2 text-sm font-semibold text-white/90">Click {NAME} to say hello</p>
      <p role="status" className="sr-only">
        {waving ? `${NAME} waves hello!` : ''}
      </p>
    </div>
  );
}
