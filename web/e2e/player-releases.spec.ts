import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { PLAYER_RELEASE_MESSAGES } from '@dtm/shared/player-releases';
import { expect, test } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support';

/** Issue #38 point 5: an admin publishes a frame player release to a share of the frames and widens it. */

const { privateKey } = generateKeyPairSync('ed25519');

/** What scripts/release.ts sign writes: the AppImage, its manifest and the manifest's signature. */
function release(version: string, bytes: Buffer, sha256 = createHash('sha256').update(bytes).digest('hex')) {
  const file = `Drawings-to-Magic-Frame-${version}-arm64.AppImage`;
  const manifest = `${JSON.stringify({ format: 1, version, arch: 'arm64', file, size: bytes.length, sha256 }, null, 2)}\n`;
  const signature = `${sign(null, Buffer.from(manifest), privateKey).toString('base64')}\n`;
  return {
    artifact: { name: file, mimeType: 'application/octet-stream', buffer: bytes },
    manifest: { name: `${file}.manifest.json`, mimeType: 'application/json', buffer: Buffer.from(manifest) },
    signature: { name: `${file}.manifest.sig`, mimeType: 'application/octet-stream', buffer: Buffer.from(signature) },
  };
}

test('an admin publishes a player release to 10 % of the frames, is told when a file is wrong, and widens the share', async ({
  page,
  baseURL,
}) => {
  const version = `0.${Math.floor(Date.now() / 1000) % 900_000}.${Math.floor(Math.random() * 1000)}`;
  const bytes = Buffer.alloc(64_000, 7);
  await signInAdmin(page, baseURL, '/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Management Panel' })
    .getByRole('link', { name: 'Player releases' })
    .click();
  await expect(page.getByRole('heading', { name: 'Player releases' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Publish a release' });

  // A file that is not the one the manifest was made for: the page says so before uploading.
  const good = release(version, bytes);
  await form.getByLabel('AppImage').setInputFiles({ ...good.artifact, buffer: Buffer.alloc(10, 1) });
  await form.getByLabel('Manifest (.manifest.json)').setInputFiles(good.manifest);
  await form.getByLabel('Signature (.manifest.sig)').setInputFiles(good.signature);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText(PLAYER_RELEASE_MESSAGES.sizeMismatch)).toBeVisible();

  // Same size, other bytes: the shop checks the SHA-256 and refuses; nothing is listed.
  const wrongHash = release(version, bytes, createHash('sha256').update('something else').digest('hex'));
  await form.getByLabel('AppImage').setInputFiles(wrongHash.artifact);
  await form.getByLabel('Manifest (.manifest.json)').setInputFiles(wrongHash.manifest);
  await form.getByLabel('Signature (.manifest.sig)').setInputFiles(wrongHash.signature);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('alert')).toContainText(PLAYER_RELEASE_MESSAGES.hashMismatch);
  await expect(page.getByText(`${version} (arm64)`, { exact: true })).toHaveCount(0);

  // The right files.
  await form.getByLabel('AppImage').setInputFiles(good.artifact);
  await form.getByLabel('Manifest (.manifest.json)').setInputFiles(good.manifest);
  await form.getByLabel('Signature (.manifest.sig)').setInputFiles(good.signature);
  await form.getByLabel('Share of frames (%)').fill('10');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText(`${version} (arm64) is published to 10 % of the frames.`);
  const row = page.getByTestId('player-release').filter({ hasText: `${version} (arm64)` });
  await expect(row).toContainText('0 installed, 0 healthy, 0 rolled back, 0 refused');
  const share = row.getByRole('form', { name: `Share of ${version} (arm64)` });
  await expect(share.getByLabel('Share (%)')).toHaveValue('10');

  // Refused locally, then widened.
  await share.getByLabel('Share (%)').fill('150');
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(share.getByText('The share is a percentage from 0 to 100.')).toBeVisible();
  await share.getByLabel('Share (%)').fill('50');
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(share.getByText('The share is a percentage from 0 to 100.')).toHaveCount(0);
  type Listed = { releases: Array<{ version: string; share: number | null }> };
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get('/api/admin/player-releases')).json()) as Listed;
      return answer.releases.find((r) => r.version === version)?.share;
    })
    .toBe(50);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'admin-player-releases');
});
