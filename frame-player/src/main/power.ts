import { powerSaveBlocker } from 'electron';

/** A picture frame's display never sleeps; returns a function that lets it sleep again. */
export function keepDisplayAwake(): () => void {
  const id = powerSaveBlocker.start('prevent-display-sleep');
  return () => powerSaveBlocker.stop(id);
}
