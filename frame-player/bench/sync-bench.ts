// Figures for how quickly a frame gets an animation from the shop (prints them; not a test), on
// simulated time (the player's waits are skipped, downloads and library writes are real):
//   1. approval -> the frame holds the file: the preview is approved at every point of the frame's
//      wait; with the shop's nextSyncSeconds hint, and as with an older shop that sends none;
//   2. pairing -> first file: the code is entered at every point of the frame's 5 s poll.
// Usage: tsx bench/sync-bench.ts [--steps 10] [--sync-minutes 15]
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fakeShop, SHOP_TOKEN, simulatedClock } from '../src/core/cloud/fixtures/fake-shop.ts';
import { PlayerConfigSchema } from '../src/core/config.ts';
import { Player, type PlayerView } from '../src/core/player.ts';

const { values } = parseArgs({
  options: { steps: { type: 'string', default: '10' }, 'sync-minutes': { type: 'string', default: '15' } },
});
const steps = Number(values.steps);
const syncMinutes = Number(values['sync-minutes']);

/** One frame against one fake shop; resolves with simulated seconds from the event to holding the file, and real ms spent. */
async function run(options: { paired: boolean; hint: boolean; eventAfter: (firstWaitMs: number) => number }) {
  const time = simulatedClock();
  const shop = await fakeShop({ now: time.now, name: 'Sparky', hint: options.hint });
  const dataDir = await mkdtemp(join(tmpdir(), 'dtm-sync-bench-'));
  const usbRoot = await mkdtemp(join(tmpdir(), 'dtm-sync-bench-usb-'));
  if (options.paired) await writeFile(join(dataDir, 'device-token'), SHOP_TOKEN);
  let holdsAt: number | null = null;
  const view: PlayerView = {
    playlist: (items) => {
      if (items.length > 0) holdsAt ??= time.now();
    },
    idle: () => undefined,
    status: () => undefined,
  };
  const config = PlayerConfigSchema.parse({
    apiBaseUrl: shop.baseUrl,
    dataDir,
    syncMinutes,
    usb: { roots: [usbRoot], mountTable: null, intervalMs: 60_000 },
  });
  const player = new Player(config, view, undefined, time.clock);
  const started = performance.now();
  try {
    await player.start();
    const firstWait = await time.asleep();
    const eventAt = time.now() + options.eventAfter(firstWait);
    if (options.paired) shop.approve(eventAt);
    else {
      shop.approve(0);
      shop.enterCode(eventAt);
    }
    while (holdsAt === null) {
      time.wake();
      await time.asleep();
    }
    return { simulatedSeconds: ((holdsAt ?? 0) - eventAt) / 1000, realMs: performance.now() - started };
  } finally {
    player.stop();
    await shop.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(usbRoot, { recursive: true, force: true });
  }
}

function summary(label: string, results: Array<{ simulatedSeconds: number; realMs: number }>) {
  const seconds = results.map((r) => r.simulatedSeconds);
  const mean = seconds.reduce((a, b) => a + b, 0) / seconds.length;
  const realMs = Math.max(...results.map((r) => r.realMs));
  console.log(
    `${label.padEnd(44)} best ${Math.min(...seconds).toFixed(1)} s, mean ${mean.toFixed(1)} s, worst ${Math.max(...seconds).toFixed(1)} s` +
      ` (simulated; ${results.length} runs, each at most ${realMs.toFixed(0)} ms real)`,
  );
}

// The event happens at `i / steps` of the frame's wait: 0 is just after it looked (the worst moment).
const offsets = (wait: number) => Array.from({ length: steps }, (_, i) => (wait * i) / steps);
const sweep = async (paired: boolean, hint: boolean) => {
  const results = [];
  for (let i = 0; i < steps; i++) {
    results.push(await run({ paired, hint, eventAfter: (wait) => offsets(wait)[i] ?? 0 }));
  }
  return results;
};

console.log(`frame sync period ${syncMinutes} min; approval or code entry spread over the frame's wait`);
summary('approval -> frame holds file (with hint)', await sweep(true, true));
summary('approval -> frame holds file (no hint, old)', await sweep(true, false));
summary('code entered -> first file (approved before)', await sweep(false, true));
