import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { drawWholePage } from '../../lib/built-page';
import { HOME_SCROLL_DELAY_MS, type SectionId } from './sections';

/** Later tries for a section that is not rendered yet (its chunk may still be loading on a slow phone). */
const RETRY_MS = 100;
const MAX_TRIES = 80;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls smoothly to a landing section; returns false when it is not on the page. */
export function scrollToSection(id: SectionId): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  drawWholePage();
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}

/** Scrolls to a section now, or as soon as it is rendered (tried for a few seconds). */
export function scrollWhenReady(id: SectionId, tries = 0): void {
  if (scrollToSection(id) || tries >= MAX_TRIES) return;
  window.setTimeout(() => scrollWhenReady(id, tries + 1), RETRY_MS);
}

/** Jumps to a landing section; away from `/` it first goes home, then scrolls after about 100 ms. */
export function useScrollToSection(): (id: SectionId) => void {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  return useCallback(
    (id: SectionId) => {
      if (pathname === '/') {
        scrollWhenReady(id);
        return;
      }
      void navigate({ to: '/' }).then(() => {
        window.setTimeout(() => scrollWhenReady(id), HOME_SCROLL_DELAY_MS);
      });
    },
    [navigate, pathname],
  );
}
