import { useEffect, useRef } from 'react';
import { APP_STARTED, appHasStarted } from '../../lib/app-started';
import { CLIPS, playableSource } from './media';
import { usePrefersReducedMotion } from './use-reduced-motion';

/**
 * Runs `start` once the page has loaded, the app has started (it takes the landing built at build
 * time over, in steps: lib/app-started.ts) and the browser has a quiet moment: the video never
 * competes with the page itself (decoding it takes a phone's CPU; the poster is on screen meanwhile).
 */
function whenPageSettled(start: () => void): () => void {
  let idle = 0;
  let timer = 0;
  let scheduled = false;
  const schedule = () => {
    if (scheduled || document.readyState !== 'complete' || !appHasStarted()) return;
    scheduled = true;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = window.setTimeout(start, 200);
  };
  window.addEventListener('load', schedule, { once: true });
  document.addEventListener(APP_STARTED, schedule, { once: true });
  schedule();
  return () => {
    window.removeEventListener('load', schedule);
    document.removeEventListener(APP_STARTED, schedule);
    if (idle) window.cancelIdleCallback(idle);
    window.clearTimeout(timer);
  };
}

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
    return whenPageSettled(() => {
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
