import { expect, test } from '@playwright/test';
import { emit, ITEMS, openPlayer } from './page-driver.ts';

const shots = (name: string) => `screenshots/${name}.png`;
const PANELS = [
  { name: '5in', width: 800, height: 480 },
  { name: '7in', width: 1024, height: 600 },
];
const ADDED = 'Added 6 from the drive; left out 2 that cannot play';

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
    await expect(status).toHaveText(`${ADDED} · Offline`);
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
    const none = 'No videos added from the drive; left out 3 that cannot play';
    // Over the first-run page: a line of the page, no pill stacked over its text.
    await emit(page, 'player:idle', { pairingCode: null, qr: null });
    await emit(page, 'player:status', { online: false, paired: false, copying: null, message: none, messageId: 4 });
    const note = page.locator('#first-run-status');
    await expect(note).toHaveText(`${none} · Offline`);
    await expect(page.getByRole('status')).toBeHidden();
    const noteBox = await note.boundingBox();
    expect(noteBox && noteBox.y + noteBox.height).toBeLessThanOrEqual(panel.height);
    await page.screenshot({ path: shots(`first-run-unplayable-${panel.name}`) });
    // Once the message has had its time only Offline stays, on the first-run page (not in playback).
    await expect(note).toHaveText('Offline', { timeout: 20_000 });

    // Over the current picture: the pill, once.
    await emit(page, 'player:playlist', { items: [ITEMS.seam169], intervalSeconds: 300, fit: 'contain' });
    await expect(page.locator('video.front')).toHaveJSProperty('paused', false);
    await expect(note).toHaveText('');
    await emit(page, 'player:status', { online: false, paired: false, copying: null, message: none, messageId: 5 });
    await expect(page.getByRole('status')).toHaveText(none);
    await page.screenshot({ path: shots(`playing-unplayable-${panel.name}`) });
    await expect(page.getByRole('status')).toBeHidden({ timeout: 20_000 });
  });
}
