import { copyFile, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { FrameWatchdog } from '../src/core/frame-watchdog.ts';
import { emit, openPlayer, seamStats } from './page-driver.ts';

const shots = (name: string) => `screenshots/${name}.png`;
type Beat = { playing: boolean; frames: number };
const sent = (page: Page, channel: string) =>
  page.evaluate(`window.sent.filter(([c]) => c === ${JSON.stringify(channel)}).map(([, p]) => p)`) as Promise<
    unknown[]
  >;
const failedTries = async (page: Page) =>
  (await seamStats(page)).recoveries.filter((line) => line.includes('did not play')).length;

test('a clip the library cannot read for a few seconds during a reload plays again by itself; meanwhile the heartbeat says it should play', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 480 });
  // The library's only clip, unreadable while the page (re)loads: a disk busy after a watchdog step or a GPU crash.
  const dir = await mkdtemp(join(tmpdir(), 'dtm-library-'));
  const file = join(dir, 'clip.webm');
  await copyFile(join(import.meta.dirname, 'media/seam-320x240-30fps.webm'), `${file}.away`);
  try {
    await openPlayer(page);
    await emit(page, 'player:playlist', {
      items: [{ id: 'e'.repeat(64), url: pathToFileURL(file).href, name: 'Our drawing' }],
      intervalSeconds: 300,
      fit: 'contain',
    });
    // It fails, is reported to main once, and is tried again after its back-off (and fails again).
    await expect.poll(() => failedTries(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(await sent(page, 'player:playback-error')).toHaveLength(1);
    // Never the first-run page while the library holds a clip.
    await expect(page.locator('#first-run')).toBeHidden();
    // Main's watchdog hears "should play, is not": the beats say playing while no frame comes.
    await expect.poll(async () => (await sent(page, 'player:heartbeat')).length).toBeGreaterThanOrEqual(2);
    const beats = (await sent(page, 'player:heartbeat')) as Beat[];
    expect(beats.every((beat) => beat.playing && beat.frames === 0)).toBe(true);
    // Fed to main's watchdog a second apart (its 12 s limit shortened to 1 s), they make it act.
    const dog = new FrameWatchdog(1_000);
    for (const [i, beat] of beats.entries()) dog.beat(beat, i * 1000);
    expect(dog.check((beats.length - 1) * 1000 + 500)).toMatch(/no new frame for \d+ s while a clip should play/);

    // The library is readable again: the picture comes back without main doing anything.
    await rename(`${file}.away`, file);
    const readableAt = (await page.evaluate('performance.now()')) as number;
    await expect.poll(async () => (await seamStats(page)).presented, { timeout: 20_000 }).toBeGreaterThan(10);
    const stats = await seamStats(page);
    const backMs = Math.round((stats.firstFrameAt ?? 0) - readableAt);
    console.log(
      `read error -> picture back: ${backMs} ms after the file was readable again, ${await failedTries(page)} failed tries before`,
    );
    expect(backMs).toBeLessThan(5_000);
    expect(await page.locator('video.front')).toHaveJSProperty('paused', false);
    expect(await sent(page, 'player:idle')).toEqual([]);
    await page.screenshot({ path: shots('recovered-5in') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
