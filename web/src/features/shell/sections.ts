/** The landing page sections the top bar jumps to (spec section 2, "Shared shell"). */
export const SECTION_LINKS = [
  { id: 'showcase', label: 'Gallery' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'customization', label: 'Configure' },
] as const;

export type SectionId = (typeof SECTION_LINKS)[number]['id'] | 'pricing';

/** How long to wait after navigating home before scrolling (spec section 9: 100 ms). */
export const HOME_SCROLL_DELAY_MS = 100;
