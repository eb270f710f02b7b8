import type { Page } from '@playwright/test';

/** What the sign-in browser tests share. */
export const LINK_USED = 'This sign-in link has expired or was already used.';
export const REFUSED = 'This area is for shop administrators';
export const MAGIC_LINK_API = '**/api/auth/sign-in/magic-link';

export function url(baseURL: string | undefined, pathAndQuery: string): string {
  return new URL(pathAndQuery, baseURL).href;
}

/** Answers the sign-in request in the browser (for states that need no real mail). */
export async function answerSignInRequest(page: Page, status: number, body: unknown) {
  await page.route(MAGIC_LINK_API, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}
