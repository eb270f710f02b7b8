import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { type Clip, playableSource } from './media';
import { usePrefersReducedMotion } from './use-reduced-motion';

type LoopingVideoProps = { clip: Clip; className?: string; testId?: string };

/**
 * A short muted loop below the fold: nothing is downloaded until it scrolls into view, and it
 * pauses when it leaves. Visitors who prefer reduced motion see its poster. Decorative: the
 * caption beside it says what it shows.
 */
export function LoopingVideo({ clip, className, testId }: LoopingVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion) return;
    video.muted = true;
    video.setAttribute('muted', '');
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          video.pause();
          return;
        }
        if (!video.getAttribute('src')) video.src = playableSource(video, clip);
        video.play().catch(() => {
          // Autoplay refused: the poster stays.
        });
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [reducedMotion, clip]);

  const shared = cn('size-full object-cover', className);
  if (reducedMotion) {
    return (
      <img
        src={clip.poster}
        alt=""
        width={clip.width}
        height={clip.height}
        loading="lazy"
        className={shared}
        data-testid={testId}
      />
    );
  }
  return (
    <video
      ref={videoRef}
      poster={clip.poster}
      width={clip.width}
      height={clip.height}
      muted
      loop
      playsInline
      preload="none"
      disablePictureInPicture
      aria-hidden="true"
      tabIndex={-1}
      className={shared}
      data-testid={testId}
    />
  );
}
