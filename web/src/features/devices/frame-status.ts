import { DEVICE_STATUS_TEXTS, timeAgo } from '@dtm/shared/device-health';
import type { Device } from '@dtm/shared/devices';

const SINCE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * What the parent reads under a frame's name: what it plays and when it was last in touch, or,
 * when it has been silent for a day, what to check. `tone` says whether it needs them.
 */
export function frameStatusLine(device: Device, now = Date.now()): { text: string; tone: 'fine' | 'attention' } {
  const status = device.status;
  if (status?.state === 'silent') {
    const since = new Date(device.lastSeenAt ?? device.pairedAt);
    return { text: DEVICE_STATUS_TEXTS.silent(SINCE.format(since)), tone: 'attention' };
  }
  if (!device.lastSeenAt) return { text: DEVICE_STATUS_TEXTS.neverSeen, tone: 'fine' };
  const seen = DEVICE_STATUS_TEXTS.lastSeen(timeAgo(new Date(device.lastSeenAt), now));
  if (status?.state === 'dark' && status.playing.length > 0)
    return { text: `${DEVICE_STATUS_TEXTS.notPlaying} (${seen})`, tone: 'attention' };
  if (!status || status.playing.length === 0) {
    const text = status?.state === 'dark' ? `${DEVICE_STATUS_TEXTS.nothingToPlay} (${seen})` : `Connected, ${seen}`;
    return { text, tone: 'fine' };
  }
  return { text: `${DEVICE_STATUS_TEXTS.playing(status.playing)}, ${seen}`, tone: 'fine' };
}
