import type { Device } from '@dtm/shared/devices';
import { describe, expect, it } from 'vitest';
import { frameStatusLine } from './frame-status';

const now = Date.parse('2026-12-05T12:00:00Z');
const device = (over: Partial<Device>): Device => ({
  id: 'd1',
  name: 'Kitchen',
  frameSize: '7',
  pairedAt: '2026-11-01T09:00:00Z',
  lastSeenAt: new Date(now - 10 * 60_000).toISOString(),
  ...over,
});

describe("the parent's frame card", () => {
  it('says what plays and when the frame was last seen', () => {
    expect(frameStatusLine(device({ status: { state: 'ok', playing: ['Max the dragon'] } }), now)).toEqual({
      text: 'Playing: Max the dragon, last seen 10 minutes ago',
      tone: 'fine',
    });
  });

  it('tells what to check when the frame has been silent for a day', () => {
    const silent = device({ lastSeenAt: '2026-12-03T08:05:00Z', status: { state: 'silent', playing: ['Max'] } });
    const line = frameStatusLine(silent, now);
    expect(line.tone).toBe('attention');
    expect(line.text).toMatch(
      /^Your frame has not been in touch since December 3\b.+: check it is switched on and connected to Wi-Fi\.$/,
    );
  });

  it('asks for a restart when it has animations but does not show them', () => {
    const dark = device({ status: { state: 'dark', playing: ['Max'] } });
    expect(frameStatusLine(dark, now)).toMatchObject({ tone: 'attention' });
    expect(frameStatusLine(dark, now).text).toContain('switch it off and on again');
  });
});
