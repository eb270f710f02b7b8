// Soak benchmark of the playback page (prints figures, exits 1 when a limit is broken):
// 10 000 changes of clip and 10 000 loops with the CPU throttled 4x, a mix of 0.2 s to 2 min clips
// and broken files. Checks: no still picture longer than the watchdog limit, flat memory (JS heap
// after GC and DOM nodes), nothing over the picture.
// Usage: tsx bench/soak-bench.ts [--changes 10000] [--loops 10000] [--throttle 4] [--no-long]
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import buildPage from '../e2e/build-page.ts';
import { openPlayer } from '../e2e/page-driver.ts';
import { soak } from '../e2e/soak-driver.ts';

const { values } = parseArgs({
  options: {
    changes: { type: 'string', default: '10000' },
    loops: { type: 'string', default: '10000' },
    throttle: { type: 'string', default: '4' },
    'no-long': { type: 'boolean', default: false },
  },
});
/** The page's watchdog limit (STALL_MS) plus its tick: the longest a picture may stand still. */
const STILL_LIMIT_MS = 2_000 + 250 + 100;

execFileSync('bash', [join(import.meta.dirname, '../e2e/media/make-bench-media.sh')], { stdio: 'ignore' });
buildPage();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required', '--enable-precise-memory-info'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
  await openPlayer(page);
  console.log(
    `Soak: ${values.changes} changes, ${values.loops} loops, CPU throttled ${values.throttle}x${values['no-long'] ? '' : ', with 3 s and 2 min clips'}`,
  );
  const result = await soak(page, {
    changes: Number(values.changes),
    loops: Number(values.loops),
    throttle: Number(values.throttle),
    long: !values['no-long'],
    log: (line) => console.log(line),
  });
  const first = result.samples[0];
  const last = result.samples.at(-1);
  const heapGrowth = first && last ? last.heapKiB - first.heapKiB : 0;
  const nodeGrowth = first && last ? last.nodes - first.nodes : 0;
  console.log(`\n  took ${(result.seconds / 60).toFixed(1)} min`);
  console.log(
    `  longest still picture: ${result.stats.longestStillMs} ms (limit ${STILL_LIMIT_MS} ms), before the watchdog acted ${result.stats.longestUnansweredStillMs} ms`,
  );
  console.log(
    `  watchdog recoveries: ${result.stats.recoveries.length}${result.stats.recoveries.length ? ` (last: ${result.stats.recoveries.at(-1)})` : ''}`,
  );
  console.log(`  broken files reported: ${result.errorsReported}`);
  console.log(
    `  JS heap ${first?.heapKiB} -> ${last?.heapKiB} KiB (${heapGrowth >= 0 ? '+' : ''}${heapGrowth}), DOM nodes ${first?.nodes} -> ${last?.nodes}`,
  );
  console.log(`  text over the picture: ${result.overlays.length ? result.overlays.join(' | ') : 'none'}`);
  const failures = [
    result.stats.longestStillMs > STILL_LIMIT_MS && 'a still picture outlasted the watchdog limit',
    heapGrowth > 2048 && 'the JS heap grew by more than 2 MiB',
    nodeGrowth > 10 && 'DOM nodes grew',
    result.overlays.length > 0 && 'something covered the picture',
  ].filter(Boolean);
  console.log(failures.length ? `\n  FAILED: ${failures.join('; ')}` : '\n  passed');
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await browser.close();
}
