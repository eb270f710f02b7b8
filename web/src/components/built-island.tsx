import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { claimBuiltPart, isClaimedBuiltPart } from '../lib/built-page';
import { isPlainLeftClick } from './internal-link';

/** Markup React leaves as it is: it neither renders nor compares what is inside (hydration writes no props). */
const KEPT = { __html: '' };

/**
 * A part of the landing with nothing to do but show text and links. When React takes the page
 * built at build time over (boot.tsx), it keeps this part's markup as it is instead of rendering
 * and matching it piece by piece: less work on a phone's main thread while the page starts. Its
 * links then open their page inside the app, as `<Link>` does. Anywhere else it draws `children`.
 * `display: contents`: the wrapper adds nothing to the layout.
 */
export function BuiltIsland({ name, children }: { name: string; children: ReactNode }) {
  const [kept, setKept] = useState(() => claimBuiltPart(name));
  const element = useRef<HTMLDivElement>(null);
  const router = useRouter();
  useLayoutEffect(() => {
    // React drew this part anew instead of taking the built one over (a part of the page that
    // changed before React reached it is drawn anew): its new element is empty, so draw the
    // children, before the browser paints.
    if (kept && element.current && !isClaimedBuiltPart(element.current)) setKept(false);
  }, [kept]);
  if (!kept) {
    return (
      <div data-built-part={name} className="contents">
        {children}
      </div>
    );
  }
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented || !isPlainLeftClick(event)) return;
    if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    void router.navigate({ href: `${link.pathname}${link.search}${link.hash}` });
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only passes on its links' clicks (keyboard activation of a link is a click)
    <div
      ref={element}
      data-built-part={name}
      className="contents"
      onClick={followInApp}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never written (see KEPT)
      dangerouslySetInnerHTML={KEPT}
      suppressHydrationWarning
    />
  );
}
