import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { chooseCountry, withCookieChoice } from './customer-data';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  toasts,
  VIEWPORTS,
} from './support';
import { makePng } from './upload-files';

const _ADMIN_EMAIL = 'admin@drawings-to-magic.test';
const MEDIA = path.resolve(import.meta.dirname, '../../tools/seed/media');

test.describe('catalog admin', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  test('an admin creates an animation with its files, edits its price, moves it, and takes it off sale', async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    // One admin sign-in: the seeded admin may ask for few links per quarter hour.
    await signInAdmin(page, baseURL, '/admin/animations');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByRole('link', { name: 'Animations' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('list', { name: 'Animations' });
    await expect(list.getByRole('listitem', { name: 'Dancing Dragon' })).toBeVisible();
    const name = `Comet Dash ${Date.now().toString(36)}`;

    await test.step('create: prices checked as the API checks them, files by their bytes', async () => {
      await page.getByRole('button', { name: 'New animation' }).click();
      await expect(page.getByRole('dialog', { name: 'New animation' })).toBeVisible();
      // Named after the item once it is saved: one dialog at a time.
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Category', { exact: true }).selectOption('effect');
      await dialog.getByLabel('Tags (optional)', { exact: true }).fill('comet, space');
      const price = dialog.getByLabel('Price ($)', { exact: true });
      await price.fill('-1');
      await dialog.getByRole('button', { name: 'Create animation' }).click();
      await expect(dialog.getByText('Prices cannot be negative.')).toBeVisible();
      await price.fill('6.495');
      await expect(dialog.getByText('Prices are whole cents: a price cannot have a fraction of a cent.')).toBeVisible();
      await price.fill('6.49');

      await dialog.getByLabel('Thumbnail', { exact: true }).setInputFiles(path.join(MEDIA, 'sparkle-burst.png'));
      await dialog
        .getByLabel('Preview clip', { exact: true })
        .setInputFiles(path.join(MEDIA, 'sparkle-burst-preview.webm'));
      // A picture named like a video: the browser believes the name, the server reads the bytes.
      const sold = dialog.getByLabel('File that is sold', { exact: true });
      await sold.setInputFiles({ name: 'comet.webm', mimeType: 'video/webm', buffer: makePng() });
      await dialog.getByRole('button', { name: 'Create animation' }).click();
      await expect(dialog.getByText('The file that is sold must be an MP4 or WebM video.')).toBeVisible();
      // Kept (hidden) with what did arrive; the dialog stays on it.
      await expect(page.getByRole('dialog', { name: `Edit ${name}` })).toBeVisible();
      await sold.setInputFiles(path.join(MEDIA, 'sparkle-burst.webm'));
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toHaveCount(0);
      const row = list.getByRole('listitem', { name });
      await expect(row.getByText('On sale')).toBeVisible();
      await expect(row.getByText('$6.49 · variation $4.99 · comet, space')).toBeVisible();
    });

    await test.step('edit the price', async () => {
      const row = list.getByRole('listitem', { name });
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
      await expect(dialog.getByLabel('Price ($)', { exact: true })).toHaveValue('6.49');
      await dialog.getByLabel('Price ($)', { exact: true }).fill('5.99');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row.getByText('$5.99 · variation $4.99')).toBeVisible();
    });

    // The public marketplace, open in a second tab from here on (as a customer's would be).
    const shop = await page.context().newPage();
    const shopMain = shop.getByRole('main');

    await test.step('move it up one place: the marketplace lists it there', async () => {
      const names = () => list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.ariaLabel));
      const before = await names();
      const at = before.indexOf(name);
      expect(at).toBe(before.length - 1);
      await list.getByRole('button', { name: `Move ${name} up` }).click();
      await expect(toasts(page).getByText('Order Saved')).toBeVisible();
      const after = [...before.slice(0, at - 1), name, before[at - 1]];
      await expect.poll(names).toEqual(after);
      await saveScreenshot(page, 'admin-catalog-desktop');
      await expectNoSeriousA11yViolations(page);

      await shop.goto('/marketplace');
      const card = shopMain.getByRole('article', { name });
      await expect(card.getByRole('button', { name: new RegExp(`^Buy for \\$5\\.99 \\(${name}\\)`) })).toBeVisible();
      // What is on sale, in the back office's order.
      const shown = await shopMain.getByRole('article').evaluateAll((cards) => cards.map((card) => card.ariaLabel));
      expect(shown).toEqual(after.filter((item) => item !== undefined && shown.includes(item)));
      expect(shown).toContain(name);
      // Backgrounds are sold in one place: no background chip here, a link to their marketplace.
      await expect(shopMain.getByRole('button', { name: 'background', exact: true })).toHaveCount(0);
      await expect(shopMain.getByRole('link', { name: 'Backgrounds' })).toHaveAttribute('href', '/backgrounds');
    });

    await test.step('take it off sale: the page opened before cannot buy it, and drops it', async () => {
      const row = list.getByRole('listitem', { name });
      await row.getByRole('button', { name: `Take off sale (${name})` }).click();
      await expect(row.getByText('Hidden')).toBeVisible();

      const oldCard = shopMain.getByRole('article', { name });
      await oldCard.getByRole('button', { name: /^Buy for/ }).click();
      await chooseCountry(shop.getByRole('dialog', { name: 'Secure Payment' }));
      await expect(
        toasts(shop).getByText('This animation is no longer for sale. It was taken out of the marketplace.'),
      ).toBeVisible();
      await expect(oldCard).toHaveCount(0);
      await shop.reload();
      await expect(shopMain.getByRole('article', { name: 'Dancing Dragon' })).toBeVisible();
      await expect(shopMain.getByRole('article', { name })).toHaveCount(0);
      await shop.close();
    });

    await test.step('phone: the catalog list fits', async () => {
      await page.setViewportSize(VIEWPORTS.phone);
      await expect(list.getByRole('listitem', { name })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, 'admin-catalog-phone');
    });
    expect(errors).toEqual([]);
  });
});
