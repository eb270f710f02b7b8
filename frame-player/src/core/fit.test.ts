import { describe, expect, it } from 'vitest';
import { type FitMode, fitVideo, type Orientation, panelSize } from './fit.ts';

describe('panelSize', () => {
  it('gives both panels in both orientations', () => {
    expect(panelSize('5', 'landscape')).toEqual({ width: 800, height: 480 });
    expect(panelSize('5', 'portrait')).toEqual({ width: 480, height: 800 });
    expect(panelSize('7', 'landscape')).toEqual({ width: 1024, height: 600 });
    expect(panelSize('7', 'portrait')).toEqual({ width: 600, height: 1024 });
  });
});

describe('fitVideo on the 5" panel (800x480)', () => {
  const landscape = panelSize('5', 'landscape');
  const portrait = panelSize('5', 'portrait');

  it('pillarboxes a 4:3 seed animation (contain)', () => {
    expect(fitVideo({ width: 320, height: 240 }, landscape, 'contain')).toEqual({
      x: 80,
      y: 0,
      width: 640,
      height: 480,
      scale: 2,
      bars: 'left-right',
    });
  });

  it('crops a 4:3 animation top and bottom (cover)', () => {
    expect(fitVideo({ width: 320, height: 240 }, landscape, 'cover')).toEqual({
      x: 0,
      y: -60,
      width: 800,
      height: 600,
      scale: 2.5,
      bars: 'none',
    });
  });

  it('letterboxes a 16:9 video (contain)', () => {
    expect(fitVideo({ width: 1920, height: 1080 }, landscape, 'contain')).toMatchObject({
      x: 0,
      y: 15,
      width: 800,
      height: 450,
      bars: 'top-bottom',
    });
  });

  it('shows a panel-sized video pixel for pixel', () => {
    for (const mode of ['contain', 'cover'] as const) {
      expect(fitVideo({ width: 800, height: 480 }, landscape, mode)).toEqual({
        x: 0,
        y: 0,
        width: 800,
        height: 480,
        scale: 1,
        bars: 'none',
      });
    }
  });

  it('letterboxes a 4:3 animation on the portrait panel (contain)', () => {
    expect(fitVideo({ width: 320, height: 240 }, portrait, 'contain')).toEqual({
      x: 0,
      y: 220,
      width: 480,
      height: 360,
      scale: 1.5,
      bars: 'top-bottom',
    });
  });

  it('fills the portrait panel with a 4:3 animation, cropping the sides (cover)', () => {
    expect(fitVideo({ width: 320, height: 240 }, portrait, 'cover')).toMatchObject({
      x: -293,
      y: 0,
      width: 1067,
      height: 800,
      bars: 'none',
    });
  });
});

describe('fitVideo on the 7" panel (1024x600)', () => {
  const landscape = panelSize('7', 'landscape');
  const portrait = panelSize('7', 'portrait');

  it('letterboxes 16:9 and pillarboxes 4:3 (contain)', () => {
    expect(fitVideo({ width: 1920, height: 1080 }, landscape, 'contain')).toMatchObject({
      x: 0,
      y: 12,
      width: 1024,
      height: 576,
      bars: 'top-bottom',
    });
    expect(fitVideo({ width: 640, height: 480 }, landscape, 'contain')).toMatchObject({
      x: 112,
      y: 0,
      width: 800,
      height: 600,
      bars: 'left-right',
    });
  });

  it('crops a 16:9 video at the sides (cover)', () => {
    expect(fitVideo({ width: 1920, height: 1080 }, landscape, 'cover')).toMatchObject({
      x: -21,
      y: 0,
      width: 1067,
      height: 600,
    });
  });

  it('fits landscape video on the portrait panel', () => {
    expect(fitVideo({ width: 1920, height: 1080 }, portrait, 'contain')).toMatchObject({
      x: 0,
      y: 343,
      width: 600,
      height: 338,
      bars: 'top-bottom',
    });
    expect(fitVideo({ width: 1920, height: 1080 }, portrait, 'cover')).toMatchObject({
      x: -610,
      y: 0,
      width: 1820,
      height: 1024,
    });
  });

  it('pillarboxes a phone-shot portrait video on the portrait panel (contain)', () => {
    expect(fitVideo({ width: 1080, height: 1920 }, portrait, 'contain')).toMatchObject({
      x: 12,
      y: 0,
      width: 576,
      height: 1024,
      bars: 'left-right',
    });
  });
});

describe('fitVideo in general', () => {
  const videos = [
    { width: 320, height: 240 },
    { width: 360, height: 240 },
    { width: 480, height: 270 },
    { width: 1080, height: 1920 },
    { width: 1000, height: 1000 },
    { width: 7, height: 3 },
  ];
  const panels = (['5', '7'] as const).flatMap((size) =>
    (['landscape', 'portrait'] as Orientation[]).map((orientation) => panelSize(size, orientation)),
  );

  it('keeps the aspect ratio, centres, and stays inside (contain) or covers (cover) every panel', () => {
    for (const video of videos) {
      for (const panel of panels) {
        for (const mode of ['contain', 'cover'] as FitMode[]) {
          const p = fitVideo(video, panel, mode);
          const label = `${video.width}x${video.height} on ${panel.width}x${panel.height} ${mode}`;
          expect(Math.abs(p.width / p.height - video.width / video.height), label).toBeLessThan(0.01);
          expect(Math.abs(p.x * 2 + p.width - panel.width), label).toBeLessThanOrEqual(1);
          expect(Math.abs(p.y * 2 + p.height - panel.height), label).toBeLessThanOrEqual(1);
          if (mode === 'contain') {
            expect(p.x >= 0 && p.y >= 0 && p.x + p.width <= panel.width && p.y + p.height <= panel.height, label).toBe(
              true,
            );
            // One side always touches the panel edges.
            expect(p.width === panel.width || p.height === panel.height, label).toBe(true);
          } else {
            expect(p.x <= 0 && p.y <= 0 && p.x + p.width >= panel.width && p.y + p.height >= panel.height, label).toBe(
              true,
            );
          }
        }
      }
    }
  });

  it('refuses sizes that are not positive whole pixels', () => {
    const panel = panelSize('5', 'landscape');
    for (const bad of [
      { width: 0, height: 480 },
      { width: 640, height: -1 },
      { width: Number.NaN, height: 480 },
      { width: 640.5, height: 480 },
      { width: Number.POSITIVE_INFINITY, height: 480 },
    ]) {
      expect(() => fitVideo(bad, panel, 'contain')).toThrow(RangeError);
    }
    expect(() => fitVideo({ width: 320, height: 240 }, { width: 0, height: 0 }, 'cover')).toThrow(RangeError);
  });
});
