import type { KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareVersions,
  DeviceUpdateAnswerSchema,
  type DeviceUpdateReport,
  type PLAYER_UPDATE_EVENTS,
  type PlayerArch,
} from '@dtm/shared/player-releases';
import type { Clock } from '../clock.ts';
import { ApiStatusError, type ApiTarget, apiFetch, bearer, errorMessage, parseBody } from '../cloud/api.ts';
import { UpdateLayout } from './layout.ts';
import { downloadRelease } from './release-download.ts';
import { ReleaseRefusedError, verifyManifest } from './release-manifest.ts';

/** Written before `current` moves to a new version; the new version's healthy start removes it. */
export interface BootMarker {
  version: string;
  /** What `current` pointed at before (null: the packaged player): where a rollback goes. */
  previous: string | null;
  switchedAt: number;
  /** A start after this with the marker still there means the new version never started well. */
  deadline: number;
  /** Starts of the new version so far: a crash loop rolls back before the deadline. */
  starts: number;
}

export interface UpdateState {
  /** Downloaded and verified, waiting for a quiet moment. */
  staged: { version: string; file: string } | null;
  /** Versions never to install again, with why (bad signature, bad file three times). */
  refused: Record<string, string>;
  hashFailures: Record<string, number>;
  /** Versions this frame went back from: never offered to the launcher again. */
  rolledBack: string[];
  /** Reports for the shop not sent yet (offline). */
  outbox: DeviceUpdateReport[];
  /** The last thing that happened, for the status view and support. */
  last: { at: string; message: string } | null;
}

const emptyState = (): UpdateState => ({
  staged: null,
  refused: {},
  hashFailures: {},
  rolledBack: [],
  outbox: [],
  last: null,
});

export type CheckResult = 'unpaired' | 'none' | 'not-newer' | 'skipped' | 'staged' | 'refused';

export interface UpdaterOptions {
  /** `<dataDir>/updates`. */
  dir: string;
  api: ApiTarget;
  token: () => Promise<string | null>;
  arch: PlayerArch;
  runningVersion: string;
  /** The team's key; null turns updates off (a player built without one). */
  publicKey: KeyObject | null;
  clock: Clock;
  /** True at a moment a restart goes unnoticed (at night, between loops); injected so tests decide. */
  isQuiet: () => boolean;
  /** Ends this process so the launcher starts `current` (main: app.exit; tests: a spy). */
  restart: () => void;
  /** How long a new version has to report a healthy start. */
  healthyWithinMs?: number;
  /** Starts of a new version without a healthy one before going back (crash loop). */
  maxStarts?: number;
  /** A bad download of the same release is retried this often, then refused. */
  maxHashFailures?: number;
  log?: (line: string) => void;
}

export const DEFAULT_HEALTHY_WITHIN_MS = 5 * 60_000;

/**
 * A player fix reaching frames already sold, safely (issue #38): check the shop for a release due
 * for this frame, download it in the background, verify signature, size and SHA-256, install it at
 * a quiet moment keeping the previous version, and go back by itself when the new one does not
 * report a healthy start in time. Every step leaves state on disk that a power cut cannot split.
 */
export class Updater {
  readonly layout: UpdateLayout;
  private readonly healthyWithinMs: number;
  private readonly maxStarts: number;
  private readonly maxHashFailures: number;
  private readonly log: (line: string) => void;
  /** An install in progress: a seam and the minute poll at once install once. */
  private installing = false;

  constructor(private readonly options: UpdaterOptions) {
    this.layout = new UpdateLayout(options.dir);
    this.healthyWithinMs = options.healthyWithinMs ?? DEFAULT_HEALTHY_WITHIN_MS;
    this.maxStarts = options.maxStarts ?? 3;
    this.maxHashFailures = options.maxHashFailures ?? 3;
    this.log = options.log ?? ((line) => console.log(line));
  }

  async state(): Promise<UpdateState> {
    return { ...emptyState(), ...(await this.layout.readJson<Partial<UpdateState>>(this.layout.statePath)) };
  }

  private async change(edit: (state: UpdateState) => void): Promise<UpdateState> {
    const state = await this.state();
    edit(state);
    await this.layout.writeJson(this.layout.statePath, state);
    return state;
  }

  marker(): Promise<BootMarker | null> {
    return this.layout.readJson<BootMarker>(this.layout.markerPath);
  }

  /** Logs, keeps as the status, and queues a report for the shop. */
  private async record(
    event: (typeof PLAYER_UPDATE_EVENTS)[number],
    version: string,
    message: string,
    state?: (s: UpdateState) => void,
  ): Promise<void> {
    const at = new Date(this.options.clock.now()).toISOString();
    this.log(`[update] ${message}`);
    await this.change((s) => {
      state?.(s);
      s.last = { at, message };
      s.outbox = [
        ...s.outbox.slice(-49),
        { version, arch: this.options.arch, event, detail: message.slice(0, 500), at },
      ];
    });
  }

  /**
   * First thing at start, before the screen: a boot marker left by an install decides whether this
   * start is a new version's trial ('trial'), or a new version failed and the frame goes back
   * ('rolled-back', and `restart` when the failed version is the one running).
   */
  async atStart(): Promise<'none' | 'trial' | 'rolled-back'> {
    await this.layout.ensure();
    const marker = await this.marker();
    if (!marker) return 'none';
    const now = this.options.clock.now();
    const current = await this.layout.current();
    if (marker.version !== this.options.runningVersion) {
      const launcherNote = join(this.layout.dir, 'launcher-went-back');
      const launcherWentBack = existsSync(launcherNote);
      if (!launcherWentBack && current !== marker.version) {
        // Power cut between the marker and the switch: the install never happened, try again later.
        await this.layout.removeFile(this.layout.markerPath);
        return 'none';
      }
      // The launcher went back (the new version crashed before it could run this code), or it
      // could not start the new version at all.
      await this.rollBack(marker, `it did not start (${launcherWentBack ? 'the launcher went back' : 'not started'})`);
      await this.layout.removeFile(launcherNote);
      return 'rolled-back';
    }
    const starts = marker.starts + 1;
    if (now >= marker.deadline || starts > this.maxStarts) {
      const why =
        now >= marker.deadline
          ? `no healthy start within ${Math.round(this.healthyWithinMs / 1000)} s`
          : `it stopped ${marker.starts} times before a healthy start`;
      await this.rollBack(marker, why);
      this.options.restart();
      return 'rolled-back';
    }
    await this.layout.writeJson(this.layout.markerPath, { ...marker, starts } satisfies BootMarker);
    return 'trial';
  }

  /**
   * Runs beside a trial start: when the deadline passes with no healthy start (the new version
   * hangs rather than crashes), go back and restart. Resolves at once without a trial.
   */
  async watchTrial(signal: AbortSignal): Promise<boolean> {
    const marker = await this.marker();
    if (!marker || marker.version !== this.options.runningVersion) return false;
    const wait = marker.deadline - this.options.clock.now();
    if (wait > 0) await this.options.clock.sleep(wait, signal);
    if (signal.aborted) return false;
    const still = await this.marker();
    if (!still || still.version !== this.options.runningVersion) return false;
    await this.rollBack(still, `no healthy start within ${Math.round(this.healthyWithinMs / 1000)} s`);
    this.options.restart();
    return true;
  }

  /** The new version's "healthy start" call: the marker goes, older versions are deleted. */
  async healthy(): Promise<boolean> {
    const marker = await this.marker();
    if (!marker || marker.version !== this.options.runningVersion) return false;
    await this.layout.removeFile(this.layout.markerPath);
    await this.record('healthy', marker.version, `${marker.version} started well`);
    const state = await this.state();
    await this.layout.prune([await this.layout.current(), await this.layout.previous(), state.staged?.version ?? null]);
    return true;
  }

  private async rollBack(marker: BootMarker, reason: string): Promise<void> {
    await this.layout.point('current', marker.previous);
    await this.layout.removeFile(this.layout.markerPath);
    const back = marker.previous ?? 'the installed player';
    await this.record(
      'rolled-back',
      marker.version,
      `rolled back from ${marker.version} to ${back}: ${reason}`,
      (s) => {
        if (!s.rolledBack.includes(marker.version)) s.rolledBack.push(marker.version);
      },
    );
  }

  /** Asks the shop whether a release is due for this frame; downloads and verifies it when it is. */
  async check(signal?: AbortSignal): Promise<CheckResult> {
    const { api, arch, runningVersion, publicKey } = this.options;
    const token = await this.options.token();
    if (!token || !publicKey) return 'unpaired';
    await this.layout.ensure();
    const query = new URLSearchParams({ arch, version: runningVersion });
    const response = await apiFetch(api, `/api/device/update?${query}`, { headers: bearer(token), signal });
    if (response.status === 204) return 'none';
    if (response.status !== 200) throw new ApiStatusError(response.status, await errorMessage(response));
    const answer = await parseBody(response, DeviceUpdateAnswerSchema);
    const state = await this.state();
    let manifest: ReturnType<typeof verifyManifest>;
    try {
      manifest = verifyManifest(answer.manifest, answer.signature, publicKey);
      if (manifest.arch !== arch) throw new ReleaseRefusedError(manifest.version, `it is for ${manifest.arch}`);
    } catch (error) {
      if (!(error instanceof ReleaseRefusedError)) throw error;
      const version = error.version ?? '0.0.0';
      if (state.refused[version] === error.reason) return 'skipped';
      await this.record('refused', version, `not installing ${version}: ${error.reason}`, (s) => {
        s.refused[version] = error.reason;
      });
      return 'refused';
    }
    const { version } = manifest;
    // Only forward: a replayed older manifest (still validly signed) must not downgrade a frame.
    if (compareVersions(version, runningVersion) <= 0) return 'not-newer';
    if (state.rolledBack.includes(version) || state.refused[version]) return 'skipped';
    if (state.staged?.version === version) return 'staged';
    try {
      await downloadRelease(this.layout, api, token, manifest, answer.url, signal);
    } catch (error) {
      if (!(error instanceof ReleaseRefusedError)) throw error;
      const failures = (state.hashFailures[version] ?? 0) + 1;
      const final = failures >= this.maxHashFailures;
      await this.record('refused', version, `not installing ${version}: ${error.reason}`, (s) => {
        s.hashFailures[version] = failures;
        if (final) s.refused[version] = error.reason;
      });
      return 'refused';
    }
    await this.change((s) => {
      s.staged = { version, file: manifest.file };
      s.last = { at: new Date(this.options.clock.now()).toISOString(), message: `${version} ready to install` };
    });
    this.log(`[update] ${version} downloaded and verified; installing at the next quiet moment`);
    return 'staged';
  }

  /**
   * At a quiet moment, switches to the staged version: marker first (with its deadline), then
   * `previous`, then `current`, each an atomic rename; then restarts into it. False when there is
   * nothing staged or it is not quiet.
   */
  async installIfQuiet(): Promise<boolean> {
    // Quiet first: the loop asks every minute (and main at every loop seam at night); no read before.
    if (this.installing || !this.options.isQuiet()) return false;
    this.installing = true;
    try {
      return await this.install();
    } finally {
      this.installing = false;
    }
  }

  private async install(): Promise<boolean> {
    const staged = (await this.state()).staged;
    if (!staged) return false;
    const previous = await this.layout.current();
    const now = this.options.clock.now();
    const marker: BootMarker = {
      version: staged.version,
      previous,
      switchedAt: now,
      deadline: now + this.healthyWithinMs,
      starts: 0,
    };
    await this.layout.writeJson(this.layout.markerPath, marker);
    await this.layout.point('previous', previous);
    await this.layout.point('current', staged.version);
    await this.record(
      'installed',
      staged.version,
      `installed ${staged.version} (was ${previous ?? 'the installed player'})`,
      (s) => {
        s.staged = null;
      },
    );
    this.options.restart();
    return true;
  }

  /** Sends queued reports; keeps them when offline or the shop fails, drops ones it refuses. */
  async flushReports(signal?: AbortSignal): Promise<number> {
    const token = await this.options.token();
    const state = await this.state();
    if (!token || state.outbox.length === 0) return 0;
    const kept: DeviceUpdateReport[] = [];
    let sent = 0;
    for (const report of state.outbox) {
      try {
        const response = await apiFetch(this.options.api, '/api/device/update/report', {
          method: 'POST',
          headers: { ...(bearer(token) as Record<string, string>), 'content-type': 'application/json' },
          body: JSON.stringify(report),
          signal,
        });
        if (response.status >= 500) kept.push(report);
        else sent += 1;
      } catch {
        kept.push(report);
      }
    }
    await this.change((s) => {
      s.outbox = kept;
    });
    return sent;
  }

  /**
   * The background loop: report, check every `checkEveryMs`, and between checks look for a quiet
   * moment every `quietPollMs`. Network failures only wait for the next round.
   */
  async run(signal: AbortSignal, checkEveryMs = 60 * 60_000, quietPollMs = 60_000): Promise<void> {
    while (!signal.aborted) {
      try {
        await this.flushReports(signal);
        await this.check(signal);
      } catch (error) {
        if (!signal.aborted) this.log(`[update] check failed: ${(error as Error).message}`);
      }
      const nextCheck = this.options.clock.now() + checkEveryMs;
      while (!signal.aborted && this.options.clock.now() < nextCheck) {
        if (await this.installIfQuiet().catch(() => false)) return;
        await this.options.clock.sleep(Math.min(quietPollMs, nextCheck - this.options.clock.now()), signal);
      }
    }
  }
}
