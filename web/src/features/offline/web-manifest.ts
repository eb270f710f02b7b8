import type { ManifestOptions } from 'vite-plugin-pwa';

/** The colours the installed app opens with; the same as index.html's theme-color and the page's paper. */
export const THEME_COLOR = '#f97316';
export const BACKGROUND_COLOR = '#fffaf2';

/**
 * The web app manifest (written by vite-plugin-pwa as /manifest.webmanifest). The icons come
 * from tools/pwa/make-icons.sh; the screenshots feed Chrome's richer install sheet.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Drawings-to-Magic',
  short_name: 'Drawings Magic',
  description: "We turn your child's drawing into an animated character and deliver it on a 5 or 7 inch digital frame.",
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['kids', 'shopping', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/install/screenshot-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The shop: a drawing becomes an animated character on a digital frame',
    },
    {
      src: '/install/screenshot-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The shop on a phone',
    },
  ],
  shortcuts: [
    { name: 'My dashboard', url: '/dashboard', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Contact us', url: '/contact', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};
