import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { paidOrder, screenshotFromTop, signInNewCustomer, withCookieChoice } from './customer-data';
import { collectPageErrors, saveScreenshot, VIEWPORTS } from './support';

test.use({ viewport: VIEWPORTS.phone });

type Mail = { id: string | number; to: string; subject: string; links: string[] };

/** The deletion link from the newest "Confirm the deletion" mail to `email`. */
async function deletionLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as Mail[];
        link = mails
          .find((mail) => mail.to === email && mail.subject.startsWith('Confirm the deletion'))
          ?.links.find((candidate) => candidate.includes('/account/delete?token='));
        return link;
      },
      { message: `a deletion mail to ${email}`, timeout: 60_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** The names in a ZIP's central directory (enough to see what arrived without unpacking it). */
function zipNames(bytes: Buffer): string[] {
  const names: string[] = [];
  for (
    let at = bytes.indexOf('PK\x01\x02', 0, 'latin1');
    at !== -1;
    at = bytes.indexOf('PK\x01\x02', at + 46, 'latin1')
  ) {
    const length = bytes.readUInt16LE(at + 28);
    names.push(bytes.subarray(at + 46, at + 46 + length).toString('utf8'));
  }
  return names;
}

test('a customer with an order downloads their data, then deletes the account through the mailed link', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await withCookieChoice(context);
  const base = baseURL ?? '';
  const email = await signInNewCustomer(page, base, 'leaver');
  await paidOrder(page, base, 'frame', email);
  await page.reload();

  const card = page.getByRole('region', { name: 'Your data and account' });
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = card.getByRole('link', { name: 'Download ZIP' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('status')).toContainText('Your data is ready');
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'account-phone-dashboard-export-ready', false);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^drawings-to-magic-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await file.path()) ?? '');
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(zipNames(zip)[0]).toBe('account.json');

  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your paid orders, without your name, e-mail or address');
  await expect(dialog).toContainText('10 years');
  await saveScreenshot(page, 'account-phone-delete-dialog', false);
  await dialog.getByRole('button', { name: 'E-mail me the link' }).click();
  await expect(card.getByRole('status').last()).toContainText('Check your e-mail');

  // Opening the link changes nothing (mail scanners open links): still signed in until the button.
  await page.goto(await deletionLink(page, email));
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await screenshotFromTop(page, 'account-phone-delete-page');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('status')).toContainText('Your account has been deleted.');
  await screenshotFromTop(page, 'account-phone-deleted');

  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  expect(errors).toEqual([]);
});
