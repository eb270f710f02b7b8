// The soak run shared by the page test (a short one) and bench/soak-bench.ts (10 000 changes and
// 10 000 loops): a mix of 0.2 s to 2 min clips and broken files with the CPU throttled, checking
// that the watchdog answers every still picture in time (the bench also: that the picture never
// stands still longer than it allows), memory stays flat and nothing covers the picture.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { emit, type SeamStats, seamStats } from './page-driver.ts';

const generated = (name: string) => pathToFileURL(join(import.meta.dirname, 'media/generated', name)).href;
const clip = (name: string, id: string) => ({ id: id.repeat(64), url: generated(name), name });

/** Short clips and broken files: every seam is a change of clip (interval 0). */
export const CHANGE_MIX = [
  clip('h264-320x240-0.2s.mp4', '1'),
  clip('vp9-320x240-0.2s.webm', '2'),
  clip('broken-truncated.mp4', '3'),
  clip('h264-640x360-0.4s.mp4', '4'),
  clip('broken-garbage.webm', '5'),
];
/** Longer clips the full soak adds (3 s and 2 min). */
export const LONG_CLIPS = [clip('vp9-640x360-3s.webm', '6'), clip('h264-320x240-120s.mp4', '7')];
export const LOOP_CLIP = clip('h264-320x240-0.2s.mp4', '8');

export interface SoakSample {
  label: string;
  changes: number;
  loops: number;
  heapKiB: number;
  nodes: number;
  listeners: number;
}

export interface SoakResult {
  stats: SeamStats;
  samples: SoakSample[];
  /** Text over the picture seen at any check (status pill or first-run page). */
  overlays: string[];
  errorsReported: number;
  seconds: number;
}

/** What covers the picture right now (empty when nothing does). */
async function overlay(page: Page): Promise<string> {
  return (await page.evaluate(
    `(document.getElementById('status').textContent || '') + (document.getElementById('first-run').hidden ? '' : '[first-run]')`,
  )) as string;
}

export async function soak(
  page: Page,
  options: { changes: number; loops: number; throttle: number; long?: boolean; log?: (line: string) => void },
): Promise<SoakResult> {
  const started = performance.now();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (options.throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
  const samples: SoakSample[] = [];
  const overlays = new Set<string>();
  const sample = async (label: string) => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: Array<{ name: string; value: number }>;
    };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const stats = await seamStats(page);
    const entry = {
      label,
      changes: stats.changes,
      loops: stats.loops,
      heapKiB: Math.round(metric('JSHeapUsedSize') / 1024),
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
    };
    samples.push(entry);
    options.log?.(
      `  ${label.padEnd(22)} changes ${String(entry.changes).padStart(6)}  seams ${String(entry.loops).padStart(6)}  JS heap ${entry.heapKiB} KiB  DOM nodes ${entry.nodes}  listeners ${entry.listeners}  longest still ${stats.longestStillMs} ms`,
    );
  };
  const waitFor = async (done: (stats: SeamStats) => boolean, checkpoints: number, label: string) => {
    let next = 1;
    for (;;) {
      const stats = await seamStats(page);
      const text = await overlay(page);
      if (text) overlays.add(text);
      if (done(stats)) return;
      await page.waitForTimeout(250);
      if (checkpoints > 0 && performance.now() - started > next * 60_000) {
        await sample(`${label} ${Math.round((performance.now() - started) / 60_000)} min`);
        next += 1;
      }
    }
  };

  // 1. Changes of clip, every seam, with broken files in the list.
  const mix = options.long ? [...CHANGE_MIX, ...LONG_CLIPS] : CHANGE_MIX;
  await emit(page, 'player:playlist', { items: mix, intervalSeconds: 0, fit: 'contain' });
  await waitFor((s) => s.changes >= 5, 0, '');
  await sample('warm');
  const base = (await seamStats(page)).changes;
  await waitFor((s) => s.changes >= base + options.changes, options.long ? 1 : 0, 'changes');
  await sample(`after ${options.changes} changes`);

  // 2. One 0.2 s clip looping.
  await emit(page, 'player:playlist', { items: [LOOP_CLIP], intervalSeconds: 300, fit: 'contain' });
  await waitFor((s) => s.modes.at(-1) === 'native' || s.modes.at(-1) === 'dual' || s.modes.at(-1) === 'hold', 0, '');
  const loopsBase = (await seamStats(page)).loops;
  await waitFor((s) => s.loops >= loopsBase + options.loops, options.long ? 1 : 0, 'loops');
  await sample(`after ${options.loops} loops`);
  const stats = await seamStats(page);
  const errorsReported = (await page.evaluate(
    `window.sent.filter(([c]) => c === 'player:playback-error').length`,
  )) as number;
  if (options.throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { stats, samples, overlays: [...overlays], errorsReported, seconds: (performance.now() - started) / 1000 };
}
