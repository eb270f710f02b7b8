import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** One mail as the local mailbox lists it (decisions.md, "Local development contract"). */
type Mail = { id: string | number; to: string; subject: string; links: string[]; createdAt: string };

const VERIFY_PATH = '/api/auth/magic-link/verify';

async function readMailbox(request: APIRequestContext): Promise<Mail[]> {
  const response = await request.get('/dev/mailbox.json');
  expect(response.status(), 'the local mailbox answers').toBe(200);
  return (await response.json()) as Mail[];
}

/** The ids of the mails already sent to an address, so a later wait finds only the new one. */
export async function mailIdsFor(request: APIRequestContext, email: string): Promise<Set<string>> {
  const mails = await readMailbox(request);
  return new Set(mails.filter((mail) => mail.to === email).map((mail) => String(mail.id)));
}

/** Waits for a new sign-in mail to `email` (newest first) and returns its sign-in link. */
export async function waitForSignInLink(
  request: APIRequestContext,
  email: string,
  seenBefore: Set<string>,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMailbox(request);
        // Other mails may reach the address meanwhile (an admin is told of new artwork): the newest
        // fresh mail with a sign-in link, not the newest fresh mail.
        link = mails
          .filter((mail) => mail.to === email && !seenBefore.has(String(mail.id)))
          .flatMap((mail) => mail.links.filter((candidate) => candidate.includes(VERIFY_PATH)))[0];
        return link;
      },
      { message: `a sign-in mail to ${email} in /dev/mailbox.json`, timeout: 30_000 },
    )
    .toBeTruthy();
  if (!link) throw new Error('unreachable: the poll above found a link');
  return link;
}

/**
 * A client address of its own (documentation range) for a sign-in asked without the form: each
 * server counts 20 sign-in mails per client address in 15 minutes, and a part of the suite signs in
 * more often than that from 127.0.0.1. The sign-in form's own tests keep the real address.
 */
export function testClientAddress(): string {
  return `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
}

/**
 * Signs the page's browser in without the form (for tests about what comes after): asks for a
 * link as the page would (with its Origin), then follows the link from the mailbox.
 */
export async function signInWithMailedLink(page: Page, baseURL: string, email: string, returnTo: string) {
  const seen = await mailIdsFor(page.request, email);
  const response = await page.request.post('/api/auth/sign-in/magic-link', {
    data: { email, returnTo },
    headers: { Origin: new URL(baseURL).origin, 'cf-connecting-ip': testClientAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const link = await waitForSignInLink(page.request, email, seen);
  await page.goto(link);
  await expect(page).toHaveURL(new URL(returnTo, baseURL).href);
}
