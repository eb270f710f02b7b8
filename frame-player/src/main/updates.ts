import { PlayerArchSchema } from '@dtm/shared/player-releases';
import { app } from 'electron';
import { systemClock } from '../core/clock.ts';
import type { PlayerConfig } from '../core/config.ts';
import { TokenStore } from '../core/token-store.ts';
import { quietHours } from '../core/update/quiet.ts';
import { releaseKeyText, UPDATES_OFF_NO_KEY } from '../core/update/release-key.ts';
import { releasePublicKey } from '../core/update/release-manifest.ts';
import { Updater } from '../core/update/updater.ts';

/**
 * Player updates in the shell: the boot-marker check before the window, the healthy-start call
 * once the page plays, and the background loop. A restart is `app.exit`: systemd starts the
 * launcher again, which runs `current` (app.relaunch would re-run this same AppImage).
 */
export async function startUpdates(config: PlayerConfig) {
  const arch = PlayerArchSchema.safeParse(process.arch);
  const keyText = releaseKeyText(config);
  const tokens = new TokenStore(config.dataDir);
  const abort = new AbortController();
  const updater = new Updater({
    dir: `${config.dataDir}/updates`,
    api: { baseUrl: config.apiBaseUrl },
    token: () => tokens.read(),
    arch: arch.success ? arch.data : 'x64',
    runningVersion: app.getVersion(),
    publicKey: keyText && arch.success ? releasePublicKey(keyText) : null,
    clock: systemClock,
    isQuiet: quietHours(systemClock, config.updates.quietFrom, config.updates.quietTo),
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
  return {
    /** The page plays (or shows its first-run screen) and the player started: this version is good. */
    healthy: () => updater.healthy().catch((error: Error) => console.error('[update] healthy start', error)),
    stop: () => abort.abort(),
  };
}
