import { type RefObject, useEffect } from 'react';

/** How far an element has travelled through the viewport: 0 entering at the bottom, 1 leaving at the top. */
export function scrollProgress(rect: Pick<DOMRect, 'top' | 'height'>, viewportHeight: number): number {
  const travelled = (viewportHeight - rect.top) / (viewportHeight + rect.height);
  return Math.min(1, Math.max(0, travelled));
}

/**
 * Calls `onProgress` (at most once per frame) while the page scrolls and the element is on
 * screen; it listens only while the element is visible. Off when `enabled` is false.
 */
export function useScrollProgress(
  ref: RefObject<HTMLElement | null>,
  onProgress: (progress: number) => void,
  enabled: boolean,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      onProgress(scrollProgress(element.getBoundingClientRect(), window.innerHeight));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        window.addEventListener('scroll', onScroll, { passive: true });
        update();
      } else {
        window.removeEventListener('scroll', onScroll);
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, onProgress, enabled]);
}
