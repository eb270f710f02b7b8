import { readFile, statfs } from 'node:fs/promises';
import { format } from 'node:util';
import {
  DEVICE_LOG_MAX_BYTES,
  type DeviceCommand,
  HEALTH_REPORT_PERIOD_SECONDS,
  type HealthAnswer,
  HealthAnswerSchema,
  type HealthReport,
} from '@dtm/shared/device-health';
import {
  HEALTH_SIGNATURE_HEADER,
  HEALTH_TIMESTAMP_HEADER,
  healthSigningKey,
  signHealthReport,
} from '@dtm/shared/device-health-signature';
import { type Clock, systemClock } from '../clock.ts';
import type { PlayerConfig } from '../config.ts';
import type { Entry } from '../library/library-index.ts';
import { type ApiTarget, apiFetch, bearer } from './api.ts';

/** What main can tell the player and do for it; every hook is optional (a test or an older main leaves them out). */
export interface PlayerHooks {
  /** Whether the page presents frames now (the heartbeat); null when not known. */
  isPlaying?: () => boolean | null;
  /** The panel's size in pixels. */
  screen?: () => { width: number; height: number } | null;
  /** A low-resolution picture of the screen (JPEG/PNG/WebP, under 200 KB), for an admin who asked. */
  screenshot?: () => Promise<Uint8Array | null>;
  /** Restarts the player (main: relaunch the app). */
  restart?: () => void;
  /** The recent log; by default what the player wrote to the console since it started (the last 64 KB). */
  recentLog?: () => string;
  playerVersion?: string;
  /** Waits between the attempts of one report (real time by default: never the player's sync clock). */
  retryDelaysMs?: readonly number[];
}

/** The last DEVICE_LOG_MAX_BYTES of what the player wrote to the console, kept while it runs. */
export class LogRing {
  private lines: string[] = [];
  private bytes = 0;
  private restore: (() => void) | null = null;

  add(line: string): void {
    const text = `${new Date().toISOString()} ${line}`.slice(0, 4000);
    this.lines.push(text);
    this.bytes += text.length + 1;
    while (this.bytes > DEVICE_LOG_MAX_BYTES && this.lines.length > 1)
      this.bytes -= (this.lines.shift()?.length ?? 0) + 1;
  }

  text(): string {
    return this.lines.join('\n');
  }

  /** Copies console.log/warn/error into the ring (they still print as before). */
  capture(): void {
    if (this.restore) return;
    const original = { log: console.log, warn: console.warn, error: console.error };
    for (const level of ['log', 'warn', 'error'] as const) {
      console[level] = (...args: unknown[]) => {
        this.add(`${level} ${format(...args)}`);
        original[level](...args);
      };
    }
    this.restore = () => Object.assign(console, original);
  }

  release(): void {
    this.restore?.();
    this.restore = null;
  }
}

/** The player's own version, from its package.json (next to src/ and dist/). */
export async function readPlayerVersion(): Promise<string> {
  try {
    const text = await readFile(new URL('../../../package.json', import.meta.url), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** How far the shop's clock is ahead of this frame's, learnt from a refused signature's Date header. */
let serverClockOffsetMs = 0;

/** True when the shop's Date is more than a minute away from this frame's clock (and the offset is now known). */
function fixClockFrom(date: string | null): boolean {
  const server = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(server)) return false;
  const offset = server - Date.now();
  if (Math.abs(offset - serverClockOffsetMs) < 60_000) return false;
  console.warn(
    `[player] this frame's clock is ${Math.round(offset / 1000)} s off the shop's: signing with the shop's time`,
  );
  serverClockOffsetMs = offset;
  return true;
}

const sleepReal = (ms: number, signal?: AbortSignal) => systemClock.sleep(ms, signal ?? new AbortController().signal);

/**
 * Sends one report; retries after a network failure, a 429 or a 5xx (the waits in `delaysMs`),
 * never after a refusal the frame cannot fix by waiting (400, 401, 403, 404, 413). Null when it
 * did not get through: the next report carries the same news.
 */
export async function sendHealthReport(
  api: ApiTarget,
  token: string,
  report: HealthReport,
  options: { delaysMs?: readonly number[]; signal?: AbortSignal; sleep?: (ms: number) => Promise<void> } = {},
): Promise<HealthAnswer | null> {
  const delays = options.delaysMs ?? [5_000, 30_000];
  const body = JSON.stringify(report);
  const key = await healthSigningKey(token);
  let clockFixed = false;
  for (let attempt = 0; ; attempt++) {
    let retry = true;
    try {
      // Signed at each attempt with the wall clock (never the player's sync clock): the shop refuses
      // a signature more than 5 minutes from its own time.
      const at = Math.floor((Date.now() + serverClockOffsetMs) / 1000);
      const response = await apiFetch(api, '/api/device/health', {
        method: 'POST',
        headers: {
          ...bearer(token),
          'content-type': 'application/json',
          [HEALTH_SIGNATURE_HEADER]: await signHealthReport(key, at, body),
          [HEALTH_TIMESTAMP_HEADER]: String(at),
        },
        body,
        signal: options.signal,
      });
      if (response.status === 202) return HealthAnswerSchema.parse(await response.json());
      await response.body?.cancel();
      // A frame without a real-time clock before NTP: sign again once with the shop's time (its Date header).
      if (response.status === 401 && !clockFixed && fixClockFrom(response.headers.get('date'))) {
        clockFixed = true;
        attempt -= 1;
        continue;
      }
      retry = response.status === 429 || response.status >= 500;
      if (!retry) console.warn(`[player] health report refused: HTTP ${response.status}`);
    } catch (error) {
      if (options.signal?.aborted) return null;
      console.warn(`[player] health report not sent: ${String(error)}`);
    }
    const wait = delays[attempt];
    if (!retry || wait === undefined) return null;
    await (options.sleep ?? ((ms) => sleepReal(ms, options.signal)))(wait);
    if (options.signal?.aborted) return null;
  }
}

/** Sends the frame's recent log (its last 64 KB) for the command that asked for it. */
export async function uploadLog(api: ApiTarget, token: string, text: string, commandId?: string): Promise<boolean> {
  const bytes = new TextEncoder().encode(text);
  const tail = bytes.length > DEVICE_LOG_MAX_BYTES ? bytes.subarray(bytes.length - DEVICE_LOG_MAX_BYTES) : bytes;
  const query = commandId ? `?command=${encodeURIComponent(commandId)}` : '';
  const response = await apiFetch(api, `/api/device/log${query}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'text/plain; charset=utf-8' },
    body: new Uint8Array(tail),
  });
  await response.body?.cancel();
  return response.status === 201;
}

export async function uploadScreenshot(api: ApiTarget, token: string, bytes: Uint8Array, commandId?: string) {
  const query = commandId ? `?command=${encodeURIComponent(commandId)}` : '';
  const response = await apiFetch(api, `/api/device/screenshot${query}`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  await response.body?.cancel();
  return response.status === 201;
}

/** What the player knows at the moment a report is made. */
export interface PlayerFacts {
  token: string | null;
  deviceId: string | null;
  entries: readonly Entry[];
  /** Clips out of the rotation for failing at every start: listed among the failing clips of every report. */
  out?: ReadonlyArray<{ entry: Entry; reason: string }>;
}

/** A library entry as the report names it: the shop's id for a download, "usb:<sha prefix>" otherwise. */
function clipOf(entry: Entry) {
  const id = entry.source.kind === 'download' ? entry.source.remoteId : `usb:${entry.sha256.slice(0, 16)}`;
  return { id, name: entry.name.slice(0, 200) };
}

/**
 * The frame's side of issue #38: builds reports from what the player knows, sends them (at start,
 * after a sync or an import that changed something or failed, and at least every 4 hours, one at
 * a time), and acts on the commands an admin left (sync now, restart, send the log, a screenshot).
 */
export class PlayerHealth {
  private readonly ring = new LogRing();
  private readonly startedAt: number;
  private recoveries: HealthReport['recoveries'] = [];
  private failing = new Map<string, HealthReport['failing'][number]>();
  private sync: HealthReport['sync'] = { lastSuccessAt: null, lastAttemptAt: null, lastError: null };
  private lastSentAt: number | null = null;
  private sending: Promise<void> | null = null;
  private queued: HealthReport['reason'] | null = null;
  private version: string | null = null;
  private wake: AbortController | null = null;
  private syncRequested = false;
  private readonly seen = new Set<string>();

  constructor(
    private readonly config: PlayerConfig,
    private readonly api: ApiTarget,
    private readonly facts: () => PlayerFacts,
    private readonly hooks: PlayerHooks,
    private readonly signal: AbortSignal,
    private readonly clock: Clock = systemClock,
  ) {
    this.startedAt = clock.now();
  }

  /** Keeps the console's lines for a "send the log" and sends the start report (when paired). */
  start(): void {
    if (!this.hooks.recentLog) this.ring.capture();
    this.report('start');
  }

  stop(): void {
    this.ring.release();
  }

  /** The page's watchdog had to step in (main tells: retry, reload, page, relaunch). */
  recovered(step: string, reason: string): void {
    if (this.recoveries.length >= 50) this.recoveries.shift();
    this.recoveries.push({
      at: new Date(this.clock.now()).toISOString(),
      step: step.slice(0, 40),
      reason: reason.slice(0, 200),
    });
  }

  clipFailed(entry: Entry, reason: string): void {
    if (this.failing.size < 50) this.failing.set(entry.sha256, { ...clipOf(entry), reason: reason.slice(0, 200) });
  }

  /** A sync ended: reported when it changed the library, failed, or recovered, or when the last report is old. */
  synced(outcome: { downloaded: number; removed: number; failed: number; commands?: DeviceCommand[] }): void {
    const now = new Date(this.clock.now()).toISOString();
    const recovered = this.sync.lastError !== null;
    this.sync = {
      lastSuccessAt: now,
      lastAttemptAt: now,
      lastError: outcome.failed > 0 ? `${outcome.failed} downloads failed` : null,
    };
    this.act(outcome.commands ?? []);
    if (outcome.downloaded + outcome.removed + outcome.failed > 0 || recovered) this.report('sync');
    else if (this.due()) this.report('periodic');
  }

  syncFailed(error: unknown): void {
    const first = this.sync.lastError === null;
    this.sync = {
      ...this.sync,
      lastAttemptAt: new Date(this.clock.now()).toISOString(),
      lastError: String(error).slice(0, 300),
    };
    if (first || this.due()) this.report('sync');
  }

  /** The wait between syncs; "sync now" from an admin ends it at once (or skips the next one). */
  async waitOrWake(sleep: (signal: AbortSignal) => Promise<void>): Promise<void> {
    if (this.syncRequested) {
      this.syncRequested = false;
      return;
    }
    const wake = new AbortController();
    this.wake = wake;
    try {
      await sleep(AbortSignal.any([this.signal, wake.signal]));
    } finally {
      this.wake = null;
    }
  }

  private due(): boolean {
    return this.lastSentAt === null || this.clock.now() - this.lastSentAt >= HEALTH_REPORT_PERIOD_SECONDS * 1000;
  }

  /** Makes the report now. */
  async build(reason: HealthReport['reason']): Promise<HealthReport> {
    const { entries, deviceId, out = [] } = this.facts();
    const failing = [...this.failing.values()];
    for (const { entry, reason } of out) {
      const clip = { ...clipOf(entry), reason: reason.slice(0, 200) };
      const same = failing.findIndex((f) => f.id === clip.id);
      if (same >= 0) failing[same] = clip;
      else if (failing.length < 50) failing.push(clip);
    }
    this.version ??= this.hooks.playerVersion ?? (await readPlayerVersion());
    const storage = await statfs(this.config.dataDir)
      .then((fs) => {
        const totalBytes = fs.blocks * fs.bsize;
        const reserveBytes = Math.max(
          this.config.import.reserveMb * 1024 * 1024,
          Math.round((totalBytes * this.config.import.reservePercent) / 100),
        );
        return { freeBytes: fs.bavail * fs.bsize, reserveBytes, totalBytes };
      })
      .catch(() => null);
    return {
      ...(deviceId ? { deviceId } : {}),
      reason,
      playerVersion: this.version.slice(0, 40),
      uptimeSeconds: Math.max(0, Math.round((this.clock.now() - this.startedAt) / 1000)),
      screen: this.hooks.screen?.() ?? null,
      frameSize: this.config.frameSize ?? null,
      display: {
        shouldPlay: entries.length > 0,
        playing: entries.length > 0 ? (this.hooks.isPlaying?.() ?? null) : false,
      },
      playing: entries.slice(0, 100).map(clipOf),
      failing,
      recoveries: [...this.recoveries],
      storage,
      sync: { ...this.sync },
    };
  }

  /** Sends a report in the background, one at a time (a second asked for meanwhile follows the first). */
  report(reason: HealthReport['reason']): void {
    if (!this.facts().token || this.signal.aborted) return;
    if (this.sending) {
      this.queued ??= reason;
      return;
    }
    this.sending = this.send(reason).finally(() => {
      this.sending = null;
      const next = this.queued;
      this.queued = null;
      if (next) this.report(next);
    });
  }

  /** Resolves when no report is in flight (tests). */
  async idle(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async send(reason: HealthReport['reason']): Promise<void> {
    const token = this.facts().token;
    if (!token) return;
    const report = await this.build(reason);
    const answer = await sendHealthReport(this.api, token, report, {
      delaysMs: this.hooks.retryDelaysMs,
      signal: this.signal,
    });
    if (!answer) return;
    this.lastSentAt = this.clock.now();
    // What was told is not told again; what happened meanwhile stays for the next report.
    this.recoveries = this.recoveries.filter((r) => !report.recoveries.includes(r));
    for (const clip of report.failing) for (const [sha, f] of this.failing) if (f === clip) this.failing.delete(sha);
    this.act(answer.commands);
  }

  /** Does what an admin asked; each command once, whichever answer brought it. */
  act(commands: DeviceCommand[]): void {
    for (const command of commands) {
      if (this.seen.has(command.id)) continue;
      this.seen.add(command.id);
      void this.run(command).catch((error) =>
        console.warn(`[player] command ${command.kind} failed: ${String(error)}`),
      );
    }
  }

  private async run(command: DeviceCommand): Promise<void> {
    const token = this.facts().token;
    console.warn(`[player] the shop asked: ${command.kind}`);
    if (command.kind === 'sync') {
      if (this.wake) this.wake.abort();
      else this.syncRequested = true;
    } else if (command.kind === 'restart') {
      if (this.hooks.restart) this.hooks.restart();
      else console.warn('[player] restart asked, but this player cannot restart itself');
    } else if (command.kind === 'log' && token) {
      await uploadLog(this.api, token, this.hooks.recentLog?.() ?? this.ring.text(), command.id);
    } else if (command.kind === 'screenshot' && token) {
      const picture = await this.hooks.screenshot?.();
      if (picture) await uploadScreenshot(this.api, token, picture, command.id);
      else console.warn('[player] screenshot asked, but this player cannot take one');
    }
  }
}
