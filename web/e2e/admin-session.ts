import path from 'node:path';
import { type APIRequestContext, type Browser, type Cookie, expect, type Page } from '@playwright/test';
import { withCookieChoice } from './customer-data';
import { signInWithMailedLink } from './mailbox';
import { VIEWPORTS } from './support';

/** What the admin back office's browser tests share: the admin's session, mails, a customer. */
export const ADMIN_EMAIL = 'admin@drawings-to-magic.test';
export const VIDEO = path.resolve(import.meta.dirname, '../../tools/seed/media/dancing-dragon.webm');
export const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Mail = { to: string; subject: string; text?: string };

export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get('/dev/mailbox.json');
  return ((await response.json()) as Mail[]).filter((mail) => mail.to === to);
}

/** The admin's session cookies, shared by the tests here: sign-in links are rate-limited per e-mail. */
let adminCookies: Cookie[] | undefined;

export async function signInAdmin(page: Page, baseURL: string | undefined, returnTo = '/admin/dashboard') {
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    await page.goto(returnTo);
    await expect(page).toHaveURL(new URL(returnTo, baseURL).href);
    return;
  }
  await signInWithMailedLink(page, baseURL ?? '', ADMIN_EMAIL, returnTo);
  adminCookies = (await page.context().cookies()).filter((cookie) => cookie.name.includes('session'));
}

/** A customer in a browser of their own, signed in on their dashboard. */
export async function customerPage(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  await withCookieChoice(context);
  const page = await context.newPage();
  await signInWithMailedLink(page, baseURL ?? '', email, '/dashboard');
  return page;
}
