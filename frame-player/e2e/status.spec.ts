import { expect, test } from '@playwright/test';
import { emit, ITEMS, openPlayer } from './page-driver.ts';

const shots = (name: string) => `screenshots/${name}.png`;
const PANELS = [
  { name: '5in', width: 800, height: 480 },
  { name: '7in', width: 1024, height: 600 },
];
const ADDED = 'Added 6 videos. Left out: 2 cannot play.';

for (const panel of PANELS) {
  test(`${panel.name}: a message shows once and clears; no Offline pill over playback`, async ({ page }) => {
    await page.setViewportSize(panel);
    await openPlayer(page);
    await emit(page, 'player:playlist', { items: [ITEMS.seam43], intervalSeconds: 300, fit: 'contain' });
    await expect(page.locator('video.front')).toHaveJSProperty('paused', false);
    const status = page.getByRole('status');
    // Offline during playback: nothing over the picture.
    await emit(page, 'player:status', { online: false, paired: true, copying: null, message: null, messageId: 0 });
    await expect(status).toBeHidden();
    const added = { online: false, paired: true, copying: null, message: ADDED, messageId: 1 };
    await emit(page, 'player:status', added);
    await expect(status).toHaveText(ADDED);
    await page.screenshot({ path: shots(`status-message-${panel.name}`) });
    await expect(status).toBeHidden({ timeout: 20_000 });
    // The same status again (the offline retry every 30 s sends it): the message does not come back.
    await emit(page, 'player:status', added);
    await emit(page, 'player:status', { ...added, copying: null });
    await expect(status).toBeHidden();
    expect(await page.locator('#status').textContent()).toBe('');
    // A copy in progress shows while it runs, without Offline.
    await emit(page, 'player:status', { ...added, copying: 40 });
    await expect(status).toHaveText('Copying 40 %');
    await emit(page, 'player:status', { ...added, copying: null });
    await expect(status).toBeHidden();
    // A key (or a tap) opens the status view: Offline and the last message, then it closes.
    await page.keyboard.press('Space');
    await expect(status).toHaveText(`${ADDED}\nOffline`, { useInnerText: true });
    await page.screenshot({ path: shots(`status-view-${panel.name}`) });
    await expect(status).toBeHidden({ timeout: 20_000 });
    // A new message with the same words (a second drive) is news again.
    await emit(page, 'player:status', { ...added, messageId: 2 });
    await expect(status).toHaveText(ADDED);
  });

  test(`${panel.name}: a drive of only unplayable files says so over the picture or inside the first-run page`, async ({
    page,
  }) => {
    await page.setViewportSize(panel);
    await openPlayer(page);
    const none = 'No videos added from the drive. Left out: 3 cannot play. The copy is incomplete.';
    // Over the first-run page: a line of the page, no pill stacked over its text.
    await emit(page, 'player:idle', { pairingCode: null, qr: null });
    await emit(page, 'player:status', { online: false, paired: false, copying: null, message: none, messageId: 4 });
    const note = page.locator('#first-run-status');
    await expect(note).toHaveText(`${none} · Offline`);
    await expect(page.getByRole('status')).toBeHidden();
    const noteBox = await note.boundingBox();
    expect(noteBox && noteBox.y + noteBox.height).toBeLessThanOrEqual(panel.height);
    await page.screenshot({ path: shots(`first-run-unplayable-${panel.name}`) });

    // Over the current picture: the pill, once.
    await emit(page, 'player:playlist', { items: [ITEMS.seam169], intervalSeconds: 300, fit: 'contain' });
    await expect(page.locator('video.front')).toHaveJSProperty('paused', false);
    await expect(note).toHaveText('');
    await expect(page.getByRole('status')).toBeHidden();
    await emit(page, 'player:status', { online: false, paired: false, copying: null, message: none, messageId: 5 });
    await expect(page.getByRole('status')).toHaveText(none);
    await page.screenshot({ path: shots(`playing-unplayable-${panel.name}`) });
    await expect(page.getByRole('status')).toBeHidden({ timeout: 20_000 });
  });
}

const NONE = 'No videos added from the drive. Left out: 1 cannot play. No converter for HEVC videos.';
const offlineUnpaired = { online: false, paired: false, copying: null };

for (const panel of PANELS) {
  test(`${panel.name}: on the first-run page the reason a drive added nothing stays until the next action`, async ({
    page,
  }) => {
    await page.setViewportSize(panel);
    // The page's clock is driven by the test: minutes pass without waiting for them.
    await page.clock.install();
    await openPlayer(page);
    await emit(page, 'player:idle', { pairingCode: null, qr: null });
    await emit(page, 'player:status', { ...offlineUnpaired, message: NONE, messageId: 7 });
    const note = page.locator('#first-run-status');
    await expect(note).toHaveText(`${NONE} · Offline`);
    await page.clock.runFor(10 * 60_000);
    await expect(note).toHaveText(`${NONE} · Offline`);
    // The same status again (the offline retry): still there, not shown twice.
    await emit(page, 'player:status', { ...offlineUnpaired, message: NONE, messageId: 7 });
    await expect(note).toHaveText(`${NONE} · Offline`);
    const box = await note.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(panel.height);
    expect(Number.parseFloat(await note.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
    await page.screenshot({ path: shots(`first-run-reason-kept-${panel.name}`) });
    // The next action (another drive: a copy starts) replaces it.
    await emit(page, 'player:status', { ...offlineUnpaired, copying: 10, message: null, messageId: 7 });
    await expect(note).toHaveText('Copying 10 % · Offline');
  });

  test(`${panel.name}: the pairing code never comes up over the picture, however often it changes; the status view shows it`, async ({
    page,
  }) => {
    await page.setViewportSize(panel);
    await page.clock.install();
    await openPlayer(page);
    await page.clock.resume();
    await emit(page, 'player:playlist', { items: [ITEMS.seam43], intervalSeconds: 300, fit: 'contain' });
    await expect(page.locator('video.front')).toHaveJSProperty('paused', false);
    const status = page.getByRole('status');
    // Online, not paired, with content: the code rotates every 10 minutes, a day of codes.
    const codes = ['K7Q2XM4P', 'R8TW3N6D', 'H2JC9V5B'];
    for (const pairingCode of codes) {
      await emit(page, 'player:status', { online: true, paired: false, copying: null, message: null, pairingCode });
      await expect(status).toBeHidden();
    }
    // A key or a tap: the status view lists the code with the connection, the missing converter and
    // updates that are off (a player built without the team's release key).
    await emit(page, 'player:status', {
      online: true,
      paired: false,
      copying: null,
      message: null,
      pairingCode: 'H2JC9V5B',
      converter: false,
      updates: false,
    });
    await page.keyboard.press('Space');
    await expect(status).toHaveText(
      [
        'Online',
        'Pairing code H2JC 9V5B',
        'No video converter: iPhone videos cannot be added',
        'Updates are off: no release key',
      ].join('\n'),
      { useInnerText: true },
    );
    const box = await status.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect(box && box.y + box.height).toBeLessThanOrEqual(panel.height);
    expect(Number.parseFloat(await status.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
    await page.screenshot({ path: shots(`status-view-pairing-${panel.name}`) });
    // A new code while the view is closed does not open it.
    await page.keyboard.press('Space');
    await expect(status).toBeHidden();
    await emit(page, 'player:status', {
      online: true,
      paired: false,
      copying: null,
      message: null,
      pairingCode: 'M4PK7Q2X',
    });
    await expect(status).toBeHidden();
  });
}

test('the first-run page stays until the first picture replaces it: no black in between', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 480 });
  await openPlayer(page);
  await emit(page, 'player:idle', { pairingCode: null, qr: null });
  await expect(page.locator('#first-run')).toBeVisible();
  // Records how many frames had been presented when the first-run page went away.
  await page.evaluate(`{
    const root = document.getElementById('first-run');
    new MutationObserver(() => {
      if (root.hidden && window.framesAtHide === undefined) window.framesAtHide = playerStats.presented;
    }).observe(root, { attributes: true });
  }`);
  await emit(page, 'player:playlist', { items: [ITEMS.seam169], intervalSeconds: 300, fit: 'contain' });
  await expect(page.locator('#first-run')).toBeHidden();
  expect(await page.evaluate('window.framesAtHide')).toBeGreaterThanOrEqual(1);
});
