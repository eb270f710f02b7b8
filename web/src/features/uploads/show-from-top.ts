import { useEffect } from 'react';

/**
 * A thank-you that replaced a long form (the uploader) is read from the top: the page is scrolled
 * back up and its headline, the first of `main`, takes the focus (so a screen reader reads it too).
 * On a phone the submit button sat far below the headline, which stayed scrolled off-screen.
 */
export function useShowFromTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const headline = document.querySelector<HTMLElement>('main h1');
    if (!headline) return;
    if (!headline.hasAttribute('tabindex')) headline.setAttribute('tabindex', '-1');
    headline.focus({ preventScroll: true });
  }, []);
}
