import { expect, test } from '@playwright/test';
import { paidOrder, screenshotFromTop, signInAs, signInNewCustomer, withCookieChoice } from './customer-data';
import { collectPageErrors, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, VIEWPORTS } from './support';

test.describe('customer dashboard', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  test('a new customer sees the empty states, at / too', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await signInNewCustomer(page, baseURL ?? '', 'empty');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Your frames' })).toBeVisible();
    await expect(main.getByText('No frames yet')).toBeVisible();
    await expect(main.getByText('No characters yet')).toBeVisible();
    await expect(main.getByText('Nothing bought yet')).toBeVisible();
    await expect(main.getByText('No orders yet')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await screenshotFromTop(page, 'customer-dashboard-empty-phone');

    // Signed in, the home page is the dashboard.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your frames' })).toBeVisible();

    // A variations page for an animation that is not theirs.
    await page.goto('/character/00000000-0000-4000-8000-00000000dead/variations');
    await expect(page.getByText('Character Not Found')).toBeVisible();
    // Without an id: the dashboard.
    await page.goto('/character/');
    await expect(page).toHaveURL(/\/dashboard$/);

    // A list that fails to load says so and loads again on retry.
    let failing = true;
    await page.route('**/api/user/frames', (route) => (failing ? route.abort() : route.continue()));
    await page.reload();
    await expect(main.getByText('We could not load your frames.', { exact: false })).toBeVisible();
    failing = false;
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByText('No frames yet')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('renames a frame and a character, shows orders and the animation state', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInNewCustomer(page, baseURL ?? '', 'rename');
    const frameOrder = await paidOrder(page, baseURL ?? '', 'frame');
    await paidOrder(page, baseURL ?? '', 'character');
    await page.reload();

    const main = page.getByRole('main');
    const frame = main.getByRole('article', { name: '5" Digital Frame' });
    await expect(frame.getByText('Enchanting')).toBeVisible();
    await frame.getByRole('button', { name: /^Rename/ }).click();
    await main.getByLabel('Frame name').fill("Grandma's Frame");
    await main.getByRole('button', { name: 'Save' }).click();
    const renamed = main.getByRole('article', { name: "Grandma's Frame" });
    await expect(renamed).toBeVisible();
    await expect(renamed.getByRole('link', { name: 'View upload' })).toHaveAttribute(
      'href',
      `/order/${frameOrder}/artwork`,
    );

    const character = main.getByRole('article', { name: 'Unnamed character' });
    await expect(character.getByText(/Being animated/)).toBeVisible();
    await expect(character.getByRole('link', { name: 'Download animation' })).toHaveCount(0);
    await character.getByRole('button', { name: /^Rename/ }).click();
    const nameField = main.getByLabel('Character name');
    await nameField.fill('   ');
    await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();
    await nameField.fill('  Sir Scribble  ');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('article', { name: 'Sir Scribble' })).toBeVisible();

    const orders = main.getByRole('region', { name: 'Your orders' });
    await expect(orders.getByText('5" Digital Frame')).toBeVisible();
    await expect(orders.getByText('Paid')).toHaveCount(2);
    await expect(orders.getByRole('list', { name: 'Fulfilment: Received' })).toHaveCount(2);

    // The names stay after a reload (they were saved on the server).
    await page.reload();
    await expect(main.getByRole('article', { name: "Grandma's Frame" })).toBeVisible();
    await expect(main.getByRole('article', { name: 'Sir Scribble' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotFromTop(page, 'customer-dashboard-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoHorizontalOverflow(page);
    await screenshotFromTop(page, 'customer-dashboard-phone');
    expect(errors).toEqual([]);
  });
});

test.describe('a customer whose character is finished', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  test('downloads the animation an admin uploaded (seeded demo customer, read only)', async ({ page, baseURL }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAs(page, baseURL ?? '', 'ben.parent@example.com');
    const download = page.getByRole('main').getByRole('link', { name: 'Download animation' }).first();
    await expect(download).toBeVisible();
    const response = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^video\//);
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.(mp4|webm)"$/);
    await screenshotFromTop(page, 'customer-dashboard-ready-desktop');
  });
});
