import { guessSkeleton, type Motion, type Plane } from '@dtm/animate';
import { describe, expect, it } from 'vitest';
import { planMotions } from '../../preview';
import { clipLengthNote, clipTooLong, formatSeconds, motionOptionText } from './motion-options';

const wave = (seconds: number): Motion => ({ name: 'wave', label: 'Wave', seconds, channels: [] });

describe('the studio’s motion sequence', () => {
  it('offers every motion of the figure’s plan with its label and loop length', () => {
    const width = 60;
    const height = 120;
    const data = new Uint8Array(width * height);
    for (let y = 5; y < 115; y++) for (let x = 15; x < 45; x++) data[y * width + x] = 1;
    const mask: Plane = { width, height, data };
    const guess = guessSkeleton(mask, 'biped');
    const options = planMotions(guess.skeleton, guess.joints).map(motionOptionText);
    expect(options.length).toBeGreaterThanOrEqual(4);
    expect(options[0]).toMatch(/^Wave \(\d+(\.\d)? s\)$/);
  });

  it('shows a captured loop’s length to a tenth of a second', () => {
    expect(formatSeconds(98 / 30)).toBe('3.3');
    expect(motionOptionText(wave(10))).toBe('Wave (10 s)');
  });

  it('warns when long motions make the clip longer than the length typed, and not otherwise', () => {
    const motions = [wave(10)];
    expect(clipLengthNote([{ motion: 'wave', cycles: 1 }], motions, 10)).toBeNull();
    // Up to half as fast again: 10 s of motion fits a 7 s clip.
    expect(clipLengthNote([{ motion: 'wave', cycles: 1 }], motions, 7)).toBeNull();
    expect(clipLengthNote([{ motion: 'wave', cycles: 3 }], motions, 10)).toBe(
      'These motions take 30\u00a0s, so the clip lasts 20\u00a0s: remove a motion or a repeat to make it shorter.',
    );
  });

  it('refuses a sequence longer than a video may last (2 minutes), and says how to shorten it', () => {
    const motions = [wave(10)];
    // 8 x 20 passes of 10 s cannot be sped up into 30 s: 1067 s, far past 120 s.
    const steps = Array.from({ length: 8 }, () => ({ motion: 'wave', cycles: 20 }));
    const text =
      'These motions take 1600\u00a0s, so the clip would last 1066.7\u00a0s, more than the 120\u00a0s a video may last: remove a motion or a repeat.';
    expect(clipTooLong(steps, motions, 30)).toBe(text);
    expect(clipLengthNote(steps, motions, 30)).toBe(text);
    // 180 s of motion at 1.5x is exactly 120 s: allowed.
    expect(clipTooLong([{ motion: 'wave', cycles: 18 }], motions, 30)).toBeNull();
    expect(clipTooLong([{ motion: 'wave', cycles: 19 }], motions, 30)).toMatch(/more than the 120\u00a0s/);
  });
});
