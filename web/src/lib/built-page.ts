/**
 * Whether React is taking over the landing page rendered at build time (scripts/prerender-landing.ts,
 * src/boot.tsx): its first render must then draw what the built page holds, the whole landing, and
 * not the hero alone with the rest to follow. At build time (no window) it draws the whole landing too.
 */
let takingOver = false;

/** boot.tsx, right before `hydrateRoot`. */
export function markTakeover(): void {
  takingOver = true;
}

/** True at build time and while the app's first render takes the built page over. */
export function drawsBuiltPage(): boolean {
  return typeof window === 'undefined' || takingOver;
}

const CLAIMED = 'data-kept';

/**
 * For a part of the page that React keeps as built (components/built-island.tsx): true if React is
 * taking the built page over and that part is there, drawn at build time; the part is marked as
 * claimed. A render React started again from scratch (an update came in while it took the page
 * over) claims it again: a "no" then would draw and match the whole part after all. A part drawn
 * again later (another visit to the page) may be told yes wrongly: its island sees that its element
 * is not the claimed one and draws it (`isClaimedBuiltPart`), before the browser paints.
 */
export function claimBuiltPart(name: string): boolean {
  if (typeof document === 'undefined' || !takingOver) return false;
  const part = document.querySelector(`[data-built-part="${name}"]`);
  if (!part?.hasChildNodes()) return false;
  part.setAttribute(CLAIMED, '');
  return true;
}

/** Whether `element` is the built part that `claimBuiltPart` claimed, not one React drew anew. */
export function isClaimedBuiltPart(element: Element): boolean {
  return element.hasAttribute(CLAIMED);
}

let scrollLeftAlone = false;

/**
 * For the router's scroll restoration: false once, for the first page when React takes the built
 * page over. The visitor may have scrolled it already, before the app ran; the router would put
 * them back at the top.
 */
export function restoresScroll(): boolean {
  if (!takingOver || scrollLeftAlone) return true;
  scrollLeftAlone = true;
  return false;
}

/**
 * Draws the parts of the landing the browser skips while they are off screen (the drawn-when-near
 * utility in styles.css; public/first-paint.js does it on the visitor's first tap or key): before
 * scrolling to a section, so that the scroll knows where the section really is.
 */
export function drawWholePage(): void {
  document.documentElement.dataset.wholePage = '';
}
