import { pathToFileURL } from 'node:url';
import { type Clock, systemClock } from './clock.ts';
import type { ApiTarget } from './cloud/api.ts';
import { PlayerHealth, type PlayerHooks } from './cloud/health.ts';
import { nextSyncDelayMs } from './cloud/next-sync.ts';
import { requestPairingCode, waitForPairing } from './cloud/pairing.ts';
import { syncLibrary, UnpairedError } from './cloud/sync.ts';
import type { PlayerConfig } from './config.ts';
import { MAX_FAILED_STARTS } from './library/clip-failures.ts';
import { INCOMPLETE, incompleteEntries } from './library/incomplete.ts';
import { Library } from './library/library.ts';
import type { Entry } from './library/library-index.ts';
import { type CheckMediaRequest, type MediaChecked, PageDecodeChecker } from './media/decode-check.ts';
import { findFfmpeg } from './media/ffmpeg.ts';
import { panelOf } from './media/plan.ts';
import { qrModules } from './qr.ts';
import { TokenStore } from './token-store.ts';
import { releaseKeyText } from './update/release-key.ts';
import { watchDrives } from './usb/drives.ts';
import { DriveRemovedError, importDrive } from './usb/import.ts';
import { type ImportReport, importMessage, importReport } from './usb/import-summary.ts';

/** What the player shows; main implements it by sending validated IPC messages to the page. */
export interface PlayerView {
  playlist(
    items: Array<{ id: string; url: string; name: string }>,
    intervalSeconds: number,
    fit: PlayerConfig['fit'],
  ): void;
  idle(pairingCode: string | null, qr: { size: number; modules: string } | null): void;
  status(status: {
    online: boolean;
    paired: boolean;
    copying: number | null;
    message: string | null;
    /** Changes with every message said, so the page shows each one once. */
    messageId: number;
    /** The code to pair with while the frame is not paired (the status view shows it, never over the picture). */
    pairingCode?: string | null;
    /** Whether ffmpeg is there to convert HEVC and 60 fps clips (the status view says when it is not). */
    converter?: boolean;
    /** False when this player has no release key: it never updates itself (the status view says so). */
    updates?: boolean;
  }): void;
  /** Asks the page to decode a file before it enters the rotation (answer: `mediaChecked`). */
  checkMedia?(request: CheckMediaRequest): void;
  /** A USB import's phase and counts by reason. */
  importReport?(report: ImportReport): void;
}

const RETRY_MS = 30_000;

/** What the log and the health report say of a clip out of the rotation. */
const outOfRotationReason = (message: string) =>
  `out of the rotation: it failed at ${MAX_FAILED_STARTS} starts in a row (${message.slice(0, 120)}); copy it again to bring it back`;

/**
 * The frame's behaviour, without Electron: opens the library, plays it (or shows the first-run
 * screen), copies from USB drives as they appear, pairs, and keeps the downloaded part in step
 * with the account. Network failures only change the status line: playback never depends on them.
 */
export class Player {
  private library!: Library;
  private readonly tokens: TokenStore;
  private readonly api: ApiTarget;
  private token: string | null = null;
  private online = false;
  private copying: number | null = null;
  private message: string | null = null;
  private messageId = 0;
  private pairingCode: string | null = null;
  /** What the QR code opens: the dashboard with the code filled in. */
  private verificationUrl: string | null = null;
  private lastPlaylist = '';
  /** Null until the start has looked for ffmpeg. */
  private converter: boolean | null = null;
  private readonly stops: Array<() => void> = [];
  private readonly abort = new AbortController();
  /** Health reports and the shop's commands (issue #38). */
  readonly health: PlayerHealth;
  private deviceId: string | null = null;
  private readonly decodeChecker = new PageDecodeChecker((request) => this.view.checkMedia?.(request));

  constructor(
    private readonly config: PlayerConfig,
    private readonly view: PlayerView,
    api?: ApiTarget,
    /** Simulated in tests, so waits between syncs take no wall time. */
    private readonly clock: Clock = systemClock,
    hooks: PlayerHooks = {},
  ) {
    this.tokens = new TokenStore(config.dataDir);
    this.api = api ?? { baseUrl: config.apiBaseUrl };
    const facts = () => ({
      token: this.token,
      deviceId: this.deviceId,
      entries: this.library?.rotation() ?? [],
      out: this.outOfRotation(),
    });
    this.health = new PlayerHealth(config, this.api, facts, hooks, this.abort.signal, clock);
  }

  async start(): Promise<void> {
    const { library, recovery } = await Library.open(`${this.config.dataDir}/library`);
    this.library = library;
    if (recovery.removedTemp + recovery.removedOrphans + recovery.droppedEntries > 0) {
      console.warn(`[player] cleared leftovers of an interrupted write: ${JSON.stringify(recovery)}`);
    }
    this.token = await this.tokens.read();
    await this.dropIncomplete();
    this.render();
    void findFfmpeg(this.config.import.ffmpeg).then((ffmpeg) => {
      this.converter = ffmpeg !== null;
      if (!ffmpeg) console.warn('[player] no converter (ffmpeg): HEVC clips are refused, 60 fps ones kept as they are');
      this.renderStatus();
    });
    this.stops.push(
      watchDrives(this.config.usb, {
        added: (drive) => void this.importFrom(drive),
        removed: () => undefined,
      }),
    );
    this.health.start();
    void this.cloudLoop();
  }

  stop(): void {
    this.abort.abort();
    this.health.stop();
    for (const stop of this.stops.splice(0)) stop();
  }

  /** Whether the library has clips in the rotation (the page should show frames). */
  shouldPlay(): boolean {
    return this.library.rotation().length > 0;
  }

  /** The page (re)loaded: send it everything again. */
  refresh(): void {
    this.lastPlaylist = '';
    this.render();
  }

  /**
   * The page could not play a file. It stays in the playlist: the page tries it again after a
   * back-off and at every reload (a file unreadable for a moment comes back), and leaves out one
   * that keeps failing while others play. Copies cut short are removed at start (`dropIncomplete`).
   */
  async playbackFailed(url: string, message = 'does not play'): Promise<void> {
    const entry = this.library.entries().find((e) => pathToFileURL(this.library.pathOf(e)).href === url);
    if (!entry) return;
    this.health.clipFailed(entry, 'does not play');
    console.error(`[player] ${entry.name} (${entry.sha256}) did not play; the page tries it again`);
    // Counted once per start: a clip that fails at MAX_FAILED_STARTS starts in a row leaves the rotation.
    const counted = await this.library.failures.failed(entry.sha256, message).catch((error: Error) => {
      console.error(`[player] could not count the failure of ${entry.name}: ${error.message}`);
      return 'seen' as const;
    });
    if (counted !== 'out') return;
    const reason = outOfRotationReason(message);
    console.error(`[player] ${entry.name} (${entry.sha256}) is ${reason}`);
    this.health.clipFailed(entry, reason);
    this.render();
  }

  /** The clips out of the rotation, with why (every health report lists them among the failing clips). */
  private outOfRotation(): Array<{ entry: Entry; reason: string }> {
    if (!this.library) return [];
    return this.library.failures.out().flatMap(({ sha256, record }) => {
      const entry = this.library.find(sha256);
      return entry ? [{ entry, reason: outOfRotationReason(record.reason) }] : [];
    });
  }

  /** Removes MP4 copies cut short (kept before the import checked the end of the file): they fail at every start. */
  private async dropIncomplete(): Promise<void> {
    const cut = await incompleteEntries(this.library);
    if (cut.length === 0) return;
    for (const { entry, why } of cut)
      console.error(`[player] removing ${entry.name} (${entry.sha256}): ${INCOMPLETE}; ${why}`);
    await this.library.remove(cut.map(({ entry }) => entry.sha256));
    const names = cut.map(({ entry }) => entry.name);
    this.say(
      names.length === 1
        ? `Removed "${names[0]}": the copy is incomplete. Copy it again.`
        : `Removed ${names.length} videos: the copies are incomplete. Copy them again.`,
    );
  }

  /** The page's answer to a `checkMedia` request. */
  mediaChecked(answer: MediaChecked): void {
    this.decodeChecker.answer(answer);
  }

  /** Sends the page what it should show now; the playlist only when it changed. */
  private render(): void {
    const playable = this.library.rotation();
    if (playable.length === 0) {
      this.lastPlaylist = '';
      this.view.idle(this.pairingCode, this.pairingCode ? qrModules(this.verificationUrl ?? this.pairingCode) : null);
    } else {
      const items = playable.map((entry) => ({
        id: entry.sha256,
        url: pathToFileURL(this.library.pathOf(entry)).href,
        name: entry.name,
      }));
      const key = JSON.stringify(items);
      if (key !== this.lastPlaylist) {
        this.lastPlaylist = key;
        this.view.playlist(items, this.config.intervalSeconds, this.config.fit);
      }
    }
    this.renderStatus();
  }

  private renderStatus(): void {
    // The code is never a message (it rotates every 10 minutes): the first-run page and the status view show it.
    this.view.status({
      online: this.online,
      paired: this.token !== null,
      copying: this.copying,
      message: this.message,
      messageId: this.messageId,
      pairingCode: this.token ? null : this.pairingCode,
      ...(this.converter === null ? {} : { converter: this.converter }),
      updates: releaseKeyText(this.config) !== null,
    });
  }

  private say(message: string | null): void {
    this.message = message;
    if (message !== null) this.messageId += 1;
    this.renderStatus();
  }

  private async importFrom(drive: string): Promise<void> {
    this.copying = 0;
    this.say(null);
    try {
      const result = await importDrive(drive, this.library, {
        signal: this.abort.signal,
        panel: panelOf(this.config.frameSize),
        ffmpeg: this.config.import.ffmpeg,
        limits: { maxDepth: this.config.import.maxDepth, maxFiles: this.config.import.maxFiles },
        reserve: {
          bytes: this.config.import.reserveMb * 1024 * 1024,
          fraction: this.config.import.reservePercent / 100,
        },
        ...(this.view.checkMedia ? { decodeCheck: this.decodeChecker.check } : {}),
        onProgress: (progress) => {
          const message = progress.phase === 'converting' ? `Converting ${progress.fileName}`.slice(0, 200) : null;
          if (progress.percent === this.copying && message === this.message) return;
          this.copying = progress.percent;
          if (message !== this.message) this.say(message);
          else this.renderStatus();
        },
      });
      this.copying = null;
      this.view.importReport?.(importReport(result));
      this.say(importMessage(result));
      this.health.report('import');
    } catch (error) {
      this.copying = null;
      if (error instanceof DriveRemovedError) {
        this.say(`Drive removed during the copy: ${error.partial.added.length} added, nothing half-copied`);
      } else {
        console.error('[player] USB import failed', error);
        this.say('Could not read the drive');
      }
    }
    this.render();
  }

  /**
   * Pairs when there is no token, then syncs on a schedule: as soon as the API asks while something
   * is about to arrive (a preview awaiting approval), the configured period otherwise. Retries
   * quietly when offline.
   */
  private async cloudLoop(): Promise<void> {
    while (!this.abort.signal.aborted) {
      let justPaired = false;
      let waitMs = this.config.syncMinutes * 60_000;
      try {
        if (!this.token) {
          await this.pair();
          justPaired = this.token !== null;
        } else waitMs = await this.sync();
        this.online = true;
      } catch (error) {
        if (this.abort.signal.aborted) return;
        if (error instanceof UnpairedError) {
          // Removed from the account on the dashboard: forget the token and offer a new code.
          await this.tokens.clear();
          this.token = null;
          this.say('This frame was disconnected from the account');
          continue;
        }
        this.online = false;
        console.warn(`[player] network: ${String(error)}`);
        if (this.token) this.health.syncFailed(error);
        this.renderStatus();
        await this.sleep(RETRY_MS);
        continue;
      }
      this.renderStatus();
      // Just paired: fetch the account's animations at once (not one sync period later, which left
      // a new frame on its empty first-run page for up to 15 minutes).
      if (this.token && !justPaired) await this.health.waitOrWake((signal) => this.clock.sleep(waitMs, signal));
    }
  }

  private async pair(): Promise<void> {
    const code = await requestPairingCode(this.api, {
      ...(this.config.name ? { name: this.config.name } : {}),
      ...(this.config.frameSize ? { frameSize: this.config.frameSize } : {}),
    });
    this.online = true;
    this.pairingCode = code.userCode;
    this.verificationUrl = code.verificationUrl;
    this.render();
    const token = await waitForPairing(this.api, code, {
      signal: this.abort.signal,
      sleep: (ms) => this.sleep(ms),
      now: () => this.clock.now(),
    });
    this.pairingCode = null;
    this.verificationUrl = null;
    if (!token) return; // Expired: the loop asks for a new code.
    await this.tokens.write(token.token);
    this.token = token.token;
    this.deviceId = token.deviceId;
    this.say('Paired with your account');
    this.render();
  }

  /** Brings the library in step with the account; returns how long to wait before the next sync. */
  private async sync(): Promise<number> {
    if (!this.token) return this.config.syncMinutes * 60_000;
    const result = await syncLibrary(this.api, this.token, this.library, {
      signal: this.abort.signal,
      onProgress: (percent) => {
        const copying = percent >= 100 ? null : percent;
        if (copying === this.copying) return;
        this.copying = copying;
        this.renderStatus();
      },
    });
    this.copying = null;
    this.health.synced({ ...result, failed: result.failed.length });
    if (result.failed.length > 0) console.warn(`[player] ${result.failed.length} downloads failed`, result.failed);
    if (result.downloaded + result.removed > 0)
      this.say(`Library updated: ${result.downloaded} new, ${result.removed} removed`);
    this.render();
    return nextSyncDelayMs(result.nextSyncSeconds, this.config.syncMinutes);
  }

  private sleep(ms: number): Promise<void> {
    return this.clock.sleep(ms, this.abort.signal);
  }
}
