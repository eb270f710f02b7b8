import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { estimateConvertedBytes, panelOf, planImport, scaleFor, targetFps } from './plan.ts';
import { probeMedia, type VideoInfo } from './probe.ts';
import { fakeMp4, fakeWebm } from './test-media.ts';

const dir = await mkdtemp(join(tmpdir(), 'dtm-probe-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const seedMedia = join(import.meta.dirname, '../../../../tools/seed/media');

async function probeBytes(name: string, bytes: Uint8Array) {
  await writeFile(join(dir, name), bytes);
  const result = await probeMedia(join(dir, name));
  if (!result.video) throw new Error(`not a video: ${result.reason}`);
  return result.info;
}

describe('probeMedia', () => {
  it('reads the codec from the stsd sample entry: HEVC from an iPhone MOV without playing it', async () => {
    const info = await probeBytes(
      'IMG_0001.MOV',
      fakeMp4({ brand: 'qt  ', codec: 'hvc1', width: 1920, height: 1080, fps: 30, moovLast: true, mdatBytes: 100_000 }),
    );
    expect(info).toMatchObject({
      codec: 'hevc',
      codecTag: 'hvc1',
      width: 1920,
      height: 1080,
      fps: 30,
      durationMs: 2000,
    });
    expect(info.sniffed.family).toBe('mov');
    expect((await probeBytes('a', fakeMp4({ codec: 'hev1' }))).codec).toBe('hevc');
    expect((await probeBytes('b', fakeMp4({ codec: 'avc1' }))).codec).toBe('h264');
    expect((await probeBytes('c', fakeMp4({ codec: 'vp09' }))).codec).toBe('vp9');
    expect((await probeBytes('d', fakeMp4({ codec: 'av01' }))).codec).toBe('av1');
    expect((await probeBytes('e', fakeMp4({ codec: 'apcn' }))).codec).toBe('other');
  });

  it('reads WebM CodecIDs, size and frame rate from the Tracks element', async () => {
    expect(await probeBytes('v8', fakeWebm({ codecId: 'V_VP8', fps: 25 }))).toMatchObject({
      codec: 'vp8',
      width: 640,
      height: 360,
      fps: 25,
      durationMs: 2000,
    });
    expect((await probeBytes('v9', fakeWebm({ codecId: 'V_VP9' }))).codec).toBe('vp9');
    expect((await probeBytes('av1', fakeWebm({ codecId: 'V_AV1' }))).codec).toBe('av1');
  });

  it('probes the real seed media', async () => {
    const mp4 = await probeMedia(join(seedMedia, 'demo-character.mp4'));
    expect(mp4).toMatchObject({ video: true, info: { codec: 'h264', durationMs: 3000 } });
    const webm = await probeMedia(join(seedMedia, 'dancing-dragon.webm'));
    expect(webm).toMatchObject({ video: true, info: { codec: 'vp9' } });
  });

  it('tells a recording cut short (no moov) from a file that only looks like QuickTime', async () => {
    const cut = fakeMp4({ moovLast: true, mdatBytes: 4096 }).subarray(0, 2048);
    await writeFile(join(dir, 'cut.mov'), cut);
    expect(await probeMedia(join(dir, 'cut.mov'))).toEqual({ video: false, reason: 'incomplete' });
    await writeFile(join(dir, 'free.bin'), Buffer.from('\0\0\0\x10free and easy text, not a movie'));
    expect(await probeMedia(join(dir, 'free.bin'))).toEqual({ video: false, reason: 'not-a-video' });
  });

  it('calls a sound-only MP4 not a video', async () => {
    await writeFile(join(dir, 'song.mp4'), fakeMp4({ handler: 'soun' }));
    expect(await probeMedia(join(dir, 'song.mp4'))).toEqual({ video: false, reason: 'no-video-track' });
  });
});

const info = (over: Partial<VideoInfo>): VideoInfo => ({
  sniffed: { video: true, container: 'mp4', family: 'mp4', brand: 'isom' },
  codec: 'h264',
  codecTag: 'avc1',
  width: 1024,
  height: 600,
  fps: 30,
  durationMs: 10_000,
  size: 5_000_000,
  ...over,
});
const seven = panelOf('7');

describe('planImport', () => {
  it('copies H.264, VP8, VP9 and AV1 that already suit the panel', () => {
    expect(planImport(info({}), seven, true)).toEqual({ action: 'copy' });
    const webm = { video: true as const, container: 'webm' as const, family: 'webm' as const, brand: null };
    expect(planImport(info({ sniffed: webm, codec: 'vp9' }), seven, true)).toEqual({ action: 'copy' });
    expect(planImport(info({ sniffed: webm, codec: 'vp8' }), seven, false)).toEqual({ action: 'copy' });
  });

  it('converts HEVC when ffmpeg is there and refuses it with the reason when not', () => {
    expect(planImport(info({ codec: 'hevc' }), seven, true)).toEqual({
      action: 'convert',
      reasons: ['codec'],
      fps: null,
    });
    expect(planImport(info({ codec: 'hevc' }), seven, false)).toEqual({
      action: 'refuse',
      message: 'no converter for HEVC videos',
    });
    const mkv = { video: true as const, container: null, family: 'matroska' as const, brand: null };
    expect(planImport(info({ sniffed: mkv }), seven, false)).toMatchObject({ action: 'refuse', message: /MATROSKA/ });
  });

  it('scales 1080p and 60 fps down to the panel and 30 fps, and keeps them as they are without ffmpeg', () => {
    expect(planImport(info({ width: 1920, height: 1080, fps: 60 }), seven, true)).toEqual({
      action: 'convert',
      reasons: ['size', 'fps'],
      fps: 30,
    });
    expect(planImport(info({ width: 1080, height: 1920 }), seven, true)).toMatchObject({ reasons: ['size'] });
    expect(planImport(info({ width: 1280, height: 720 }), seven, true)).toEqual({ action: 'copy' });
    expect(planImport(info({ width: 1280, height: 720 }), panelOf('5'), true)).toMatchObject({ reasons: ['size'] });
    expect(planImport(info({ width: 1920, height: 1080, fps: 60 }), seven, false)).toEqual({ action: 'copy' });
  });

  it('halves 50 and 60 fps, caps the rest at 30, and covers the panel in either orientation', () => {
    expect([targetFps(60), targetFps(59.94), targetFps(50), targetFps(120), targetFps(30), targetFps(null)]).toEqual([
      30,
      29.97,
      25,
      30,
      null,
      null,
    ]);
    expect(scaleFor({ width: 1920, height: 1080 }, seven)).toBeCloseTo(600 / 1080);
    expect(scaleFor({ width: 1080, height: 1920 }, seven)).toBeCloseTo(600 / 1080);
    expect(scaleFor({ width: 640, height: 360 }, seven)).toBe(1);
  });

  it('guesses a conversion needs about 4 Mbit/s, never more than twice the source', () => {
    expect(estimateConvertedBytes(info({ durationMs: 10_000, size: 50_000_000 }))).toBe(5_000_000);
    expect(estimateConvertedBytes(info({ durationMs: 10_000, size: 1_000_000 }))).toBe(2_000_000);
  });
});
