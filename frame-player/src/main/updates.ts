import { PlayerArchSchema } from '@dtm/shared/player-releases';
import { app } from 'electron';
import { systemClock } from '../core/clock.ts';
import type { PlayerConfig } from '../core/config.ts';
import { TokenStore } from '../core/token-store.ts';
import { HealthyStart } from '../core/update/healthy-start.ts';
import { QuietMoments } from '../core/update/quiet.ts';
import { releaseKeyText, UPDATES_OFF_NO_KEY } from '../core/update/release-key.ts';
import { releasePublicKey } from '../core/update/release-manifest.ts';
import { Updater } from '../core/update/updater.ts';

/**
 * Player updates in the shell: the boot-marker check before the window, the healthy-start call
 * once the page shows frames, the background loop, and the install at a loop seam at night. A restart is `app.exit`: systemd starts the
 * launcher again, which runs `current` (app.relaunch would re-run this same AppImage).
 */
export async function startUpdates(config: PlayerConfig) {
  const arch = PlayerArchSchema.safeParse(process.arch);
  const keyText = releaseKeyText(config);
  const tokens = new TokenStore(config.dataDir);
  const abort = new AbortController();
  // At night AND between loops: the second after a loop seam, or while nothing plays.
  const quiet = new QuietMoments(systemClock, config.updates.quietFrom, config.updates.quietTo);
  const updater = new Updater({
    dir: `${config.dataDir}/updates`,
    api: { baseUrl: config.apiBaseUrl },
    token: () => tokens.read(),
    arch: arch.success ? arch.data : 'x64',
    runningVersion: app.getVersion(),
    publicKey: keyText && arch.success ? releasePublicKey(keyText) : null,
    clock: systemClock,
    isQuiet: quiet.isQuiet,
    restart: () => app.exit(0),
    healthyWithinMs: config.updates.healthyWithinSeconds * 1000,
  });
  const start = await updater.atStart().catch((error: Error) => {
    console.error('[update] start check failed', error);
    return 'none' as const;
  });
  if (start === 'trial') void updater.watchTrial(abort.signal);
  if (!keyText) console.warn(`[update] ${UPDATES_OFF_NO_KEY}: this player does not update itself`);
  else void updater.run(abort.signal, config.updates.checkMinutes * 60_000);
  // A healthy start is the player started AND the page's heartbeat showing frames (core/update/healthy-start.ts).
  const healthyStart = new HealthyStart(() => {
    void updater.healthy().catch((error: Error) => console.error('[update] healthy start', error));
  });
  return {
    /** The player started; `shouldPlay`: it has clips, so frames must show before the start counts as healthy. */
    playerStarted: (shouldPlay: boolean) => healthyStart.playerStarted(shouldPlay),
    /** Each page heartbeat: the healthy start, and whether anything plays (nothing playing is a quiet moment). */
    heartbeat: (beat: { playing: boolean; frames: number }) => {
      quiet.heartbeat(beat.playing);
      healthyStart.heartbeat(beat);
    },
    /** A loop seam: at night, the moment a staged update is installed. */
    seam: () => {
      quiet.seam();
      if (keyText && quiet.isQuiet()) void updater.installIfQuiet().catch(() => false);
    },
    stop: () => abort.abort(),
  };
}
