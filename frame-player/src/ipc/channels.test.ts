import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FitMode } from '../core/fit.ts';
import type { ImportReport } from '../core/usb/import-summary.ts';
import type { SkipReason } from '../core/usb/scan.ts';
import { CHANNEL_PREFIX, channels, channelsFrom, isChannelName, type Payload, parsePayload } from './channels.ts';

describe('the channel list', () => {
  it('prefixes every channel so the preload bridge can tell them apart', () => {
    for (const name of Object.keys(channels)) expect(name.startsWith(CHANNEL_PREFIX), name).toBe(true);
  });

  it('matches the prefix the preload hard-codes', () => {
    const preload = readFileSync(join(import.meta.dirname, '../main/preload.cts'), 'utf8');
    expect(preload).toContain(`const PREFIX = '${CHANNEL_PREFIX}';`);
  });

  it('splits the channels by sender', () => {
    expect(channelsFrom('page')).toEqual([
      'player:ready',
      'player:playback-error',
      'player:media-checked',
      'player:heartbeat',
      'player:loop-seam',
      'player:stalled',
    ]);
    expect(channelsFrom('main')).toEqual([
      'player:playlist',
      'player:idle',
      'player:status',
      'player:check-media',
      'player:import-report',
    ]);
  });

  it('knows its own names and nothing inherited', () => {
    expect(isChannelName('player:playlist')).toBe(true);
    expect(isChannelName('player:shutdown')).toBe(false);
    expect(isChannelName('toString')).toBe(false);
  });

  it('uses the same fit modes as core/fit.ts', () => {
    expectTypeOf<Payload<'player:playlist'>['fit']>().toEqualTypeOf<FitMode>();
    expect(channels['player:playlist'].payload.shape.fit.options).toEqual(['contain', 'cover']);
  });
});

describe('parsePayload', () => {
  const item = {
    id: 'a'.repeat(64),
    url: 'file:///var/lib/dtm-player/library/files/aaaa.webm',
    name: 'Dancing Dragon',
  };

  it('accepts a playlist of library files', () => {
    const payload = { items: [item], intervalSeconds: 300, fit: 'contain' };
    expect(parsePayload('player:playlist', payload)).toEqual({ ok: true, data: payload });
  });

  it('refuses anything but local files, an empty list, an unknown fit, or extra keys', () => {
    const ok = { items: [item], intervalSeconds: 300, fit: 'contain' };
    expect(parsePayload('player:playlist', { ...ok, items: [{ ...item, url: 'https://example.com/a.webm' }] }).ok).toBe(
      false,
    );
    expect(parsePayload('player:playlist', { ...ok, items: [{ ...item, url: 'not a url' }] }).ok).toBe(false);
    expect(parsePayload('player:playlist', { ...ok, items: [] }).ok).toBe(false);
    expect(parsePayload('player:playlist', { ...ok, fit: 'stretch' }).ok).toBe(false);
    expect(parsePayload('player:playlist', { ...ok, intervalSeconds: 1 }).ok).toBe(false);
    expect(parsePayload('player:playlist', { ...ok, volume: 1 }).ok).toBe(false);
  });

  it('checks the pairing code and QR shape, and allows neither', () => {
    const qr = { size: 21, modules: '01'.repeat(221).slice(0, 441) };
    expect(parsePayload('player:idle', { pairingCode: 'K7Q2XM4P', qr }).ok).toBe(true);
    expect(parsePayload('player:idle', { pairingCode: null, qr: null }).ok).toBe(true);
    expect(parsePayload('player:idle', { pairingCode: 'k7q2xm4p', qr: null }).ok).toBe(false);
    expect(parsePayload('player:idle', { pairingCode: 'K7Q2XM4P', qr: { size: 21, modules: '0101' } }).ok).toBe(false);
    expect(parsePayload('player:idle', {}).ok).toBe(false);
  });

  it('bounds the status line', () => {
    const status = { online: false, paired: true, copying: 40, message: null };
    expect(parsePayload('player:status', status).ok).toBe(true);
    expect(parsePayload('player:status', { ...status, copying: 140 }).ok).toBe(false);
    expect(parsePayload('player:status', { ...status, message: 'x'.repeat(201) }).ok).toBe(false);
    expect(parsePayload('player:status', { ...status, message: 'Added 1', messageId: 3 }).ok).toBe(true);
    expect(parsePayload('player:status', { ...status, messageId: -1 }).ok).toBe(false);
  });

  it('explains a refused page message', () => {
    const result = parsePayload('player:ready', { width: -5, height: '600' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/width/);
  });

  it('bounds what the page may report', () => {
    expect(parsePayload('player:playback-error', { url: 'file:///a.webm', message: 'decode failed' }).ok).toBe(true);
    expect(parsePayload('player:playback-error', { url: 'file:///a.webm', message: 'x'.repeat(501) }).ok).toBe(false);
    expect(parsePayload('player:playback-error', null).ok).toBe(false);
    expect(parsePayload('player:heartbeat', { playing: true, frames: 120 }).ok).toBe(true);
    expect(parsePayload('player:heartbeat', { playing: true, frames: -1 }).ok).toBe(false);
    expect(parsePayload('player:stalled', { action: 'reload-page', reason: 'no new frame for 2 s' }).ok).toBe(true);
    expect(parsePayload('player:stalled', { action: 'reboot', reason: '' }).ok).toBe(false);
  });
});

describe('the USB import messages', () => {
  const requestId = '0b6f2f2e-8f1e-4a5a-9a57-3c2d0e6a1b2c';

  it('asks the page to decode a local file and takes its answer', () => {
    expect(parsePayload('player:check-media', { requestId, url: 'file:///frame-data/library/tmp/a.mp4' }).ok).toBe(
      true,
    );
    expect(parsePayload('player:check-media', { requestId, url: 'https://example.com/a.mp4' }).ok).toBe(false);
    expect(parsePayload('player:media-checked', { requestId, playable: false, message: 'DEMUXER_ERROR' }).ok).toBe(
      true,
    );
    expect(parsePayload('player:media-checked', { requestId: 'x', playable: true, message: '' }).ok).toBe(false);
  });

  it('carries the import report the core builds, with the same skip reasons', () => {
    expectTypeOf<keyof Payload<'player:import-report'>['counts']['skipped']>().toEqualTypeOf<SkipReason>();
    const report: ImportReport = {
      phase: 'done',
      percent: 100,
      fileName: '',
      counts: { added: 3, converted: 1, alreadyThere: 0, skipped: { 'cannot-play': 2, 'no-space': 1 } },
      message: 'Added 3 from the drive (1 converted); left out 2 cannot play, 1 not enough space',
    };
    expect(parsePayload('player:import-report', report)).toEqual({ ok: true, data: report });
    expect(
      parsePayload('player:import-report', { ...report, counts: { ...report.counts, skipped: { odd: 1 } } }).ok,
    ).toBe(false);
  });
});
