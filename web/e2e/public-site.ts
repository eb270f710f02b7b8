import path from 'node:path';
/** What the public-site browser tests share: the pages, the consent record, sent forms. */
import type { BrowserContext, Page } from '@playwright/test';

export const CONSENT_KEY = 'dtm-cookie-consent';
export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Every page of the public site, with its h1 and the start of its document title. */
export const PAGES = [
  { name: 'home', path: '/', h1: 'Turn Drawings Into Magic', title: 'Drawings-to-Magic — Turn Drawings Into Magic' },
  { name: 'faq', path: '/faq', h1: 'Frequently Asked Questions', title: 'Frequently Asked Questions |' },
  { name: 'contact', path: '/contact', h1: 'Get in Touch', title: 'Contact Us |' },
  { name: 'shipping', path: '/shipping', h1: 'Shipping & Delivery', title: 'Shipping |' },
  { name: 'returns', path: '/returns', h1: 'Returns made easy', title: 'Returns |' },
  { name: 'privacy', path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy |' },
  { name: 'terms', path: '/terms', h1: 'Terms of Service', title: 'Terms of Service |' },
  { name: 'cookies', path: '/cookies', h1: 'Cookie Policy', title: 'Cookie Policy |' },
  { name: 'legal', path: '/legal', h1: 'Legal Notice', title: 'Legal Notice |' },
  { name: 'not-found', path: '/no-such-page', h1: 'Page not found', title: 'Drawings-to-Magic' },
] as const;

/** A visitor who already made a cookie choice, so the banner stays out of the way. */
export async function withCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    if (!window.localStorage.getItem(key)) {
      const choice = { version: 1, preferences: false, analytics: false, decidedAt: '2025-08-14T09:00:00.000Z' };
      window.localStorage.setItem(key, JSON.stringify(choice));
    }
  }, CONSENT_KEY);
}

export async function storedConsent(page: Page): Promise<{ preferences: boolean; analytics: boolean } | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { preferences: boolean; analytics: boolean }) : null;
  }, CONSENT_KEY);
}

/** The POST bodies a page sends to `path`, recorded as they leave. */
export function recordPosts(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}
