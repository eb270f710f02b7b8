// How soon the picture comes back after the library could not be read for a while (a disk busy
// after a watchdog step or a GPU crash, while the page reloads): the page's only clip is unreadable
// for each outage, then readable again. Prints, per outage, the time from the file being readable
// to the first frame on screen, and from the first failed load to that frame.
// Usage: tsx bench/recovery-bench.ts [--outages 1,3,5,10,30] [--runs 3]
import { copyFile, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import buildPage from '../e2e/build-page.ts';
import { emit, openPlayer, seamStats } from '../e2e/page-driver.ts';

const { values } = parseArgs({
  options: { outages: { type: 'string', default: '1,3,5,10,30' }, runs: { type: 'string', default: '3' } },
});
const outages = values.outages.split(',').map(Number);
buildPage();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const dir = await mkdtemp(join(tmpdir(), 'dtm-recovery-bench-'));
try {
  console.log('outage s   readable -> picture ms (runs)        first failure -> picture ms   failed tries');
  for (const outage of outages) {
    const back: number[] = [];
    const total: number[] = [];
    const tries: number[] = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const file = join(dir, `clip-${outage}-${run}.webm`);
      await copyFile(join(import.meta.dirname, '../e2e/media/seam-320x240-30fps.webm'), `${file}.away`);
      const page = await browser.newPage({ viewport: { width: 800, height: 480 } });
      await openPlayer(page);
      const startedAt = (await page.evaluate('performance.now()')) as number;
      await emit(page, 'player:playlist', {
        items: [{ id: 'e'.repeat(64), url: pathToFileURL(file).href, name: 'Clip' }],
        intervalSeconds: 300,
        fit: 'contain',
      });
      await new Promise((resolve) => setTimeout(resolve, outage * 1000));
      await rename(`${file}.away`, file);
      const readableAt = (await page.evaluate('performance.now()')) as number;
      let stats = await seamStats(page);
      while (stats.firstFrameAt === null) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        stats = await seamStats(page);
      }
      back.push(Math.round(stats.firstFrameAt - readableAt));
      total.push(Math.round(stats.firstFrameAt - startedAt));
      tries.push(stats.recoveries.filter((line) => line.includes('did not play')).length);
      await page.close();
    }
    console.log(
      `${String(outage).padStart(8)}   ${back.join(', ').padEnd(34)} ${total.join(', ').padEnd(29)} ${tries.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
}
