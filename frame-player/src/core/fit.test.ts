import { describe, expect, it } from 'vitest';
import { fitVideo, panelSize } from './fit';

describe('fitting a video to the panel', () => {
  it('knows both panels in both orientations', () => {
    expect(panelSize('5', 'landscape')).toEqual({ width: 800, height: 480 });
    expect(panelSize('7', 'landscape')).toEqual({ width: 1024, height: 600 });
    expect(panelSize('5', 'portrait')).toEqual({ width: 480, height: 800 });
    expect(panelSize('7', 'portrait')).toEqual({ width: 600, height: 1024 });
  });

  it('letterboxes a 16:9 video on the 5" panel (contain)', () => {
    expect(fitVideo({ width: 1920, height: 1080 }, panelSize('5', 'landscape'))).toEqual({
      x: 0,
      y: 15,
      width: 800,
      height: 450,
    });
  });

  it('pillarboxes a 4:3 video on the 7" panel (contain)', () => {
    expect(fitVideo({ width: 640, height: 480 }, panelSize('7', 'landscape'))).toEqual({
      x: 112,
      y: 0,
      width: 800,
      height: 600,
    });
  });

  it('fills the portrait 7" panel and crops the sides (cover)', () => {
    const rect = fitVideo({ width: 1920, height: 1080 }, panelSize('7', 'portrait'), 'cover');
    expect(rect.height).toBe(1024);
    expect(rect.width).toBe(1820);
    expect(rect.x).toBe(-610);
  });

  it('refuses a video without size', () => {
    expect(() => fitVideo({ width: 0, height: 480 }, panelSize('5', 'landscape'))).toThrow(RangeError);
  });
});
