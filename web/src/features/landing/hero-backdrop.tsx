import { useEffect, useRef } from 'react';
import { whenAppSettled } from '../../lib/app-started';
import { CLIPS, playableSource } from './media';
import { usePrefersReducedMotion } from './use-reduced-motion';

/**
 * The hero's full-bleed picture: a muted, looping video over its poster; for visitors who
 * prefer reduced motion, only the still. Decorative: the headline says what it shows.
 */
export function HeroBackdrop({ className }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion) return;
    // React sets `muted` as a property only; some phones want the attribute before they autoplay.
    video.muted = true;
    video.setAttribute('muted', '');
    // Decoding it takes a phone's CPU: the poster shows until the app has started.
    return whenAppSettled(() => {
      video.src = playableSource(video, CLIPS.hero);
      video.play().catch(() => {
        // Autoplay refused (data saver, low-power mode): the poster stays, which is fine.
      });
    });
  }, [reducedMotion]);

  const clip = CLIPS.hero;

  if (reducedMotion) {
    return (
      <img
        src={clip.poster}
        alt=""
        width={clip.width}
        height={clip.height}
        fetchPriority="high"
        className={className}
        data-testid="hero-still"
      />
    );
  }
  return (
    <video
      ref={videoRef}
      poster={clip.poster}
      width={clip.width}
      height={clip.height}
      autoPlay
      muted
      loop
      playsInline
      preload="none"
      disablePictureInPicture
      aria-hidden="true"
      tabIndex={-1}
      className={className}
      data-testid="hero-video"
    />
  );
}
