import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FitMode } from '../core/fit.ts';
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
    expect(channelsFrom('page')).toEqual(['player:ready', 'player:playback-error']);
    expect(channelsFrom('main')).toEqual(['player:play', 'player:idle']);
  });

  it('knows its own names and nothing inherited', () => {
    expect(isChannelName('player:play')).toBe(true);
    expect(isChannelName('player:shutdown')).toBe(false);
    expect(isChannelName('toString')).toBe(false);
  });

  it('uses the same fit modes as core/fit.ts', () => {
    expectTypeOf<Payload<'player:play'>['fit']>().toEqualTypeOf<FitMode>();
    expect(channels['player:play'].payload.shape.fit.options).toEqual(['contain', 'cover']);
  });
});

describe('parsePayload', () => {
  it('accepts a library file to play', () => {
    const payload = { url: 'file:///var/lib/dtm-player/library/dancing-dragon.webm', fit: 'contain' };
    expect(parsePayload('player:play', payload)).toEqual({ ok: true, data: payload });
  });

  it('refuses anything but a local file to play, an unknown fit, or extra keys', () => {
    expect(parsePayload('player:play', { url: 'https://example.com/a.webm', fit: 'contain' }).ok).toBe(false);
    expect(parsePayload('player:play', { url: 'not a url', fit: 'contain' }).ok).toBe(false);
    expect(parsePayload('player:play', { url: 'file:///a.webm', fit: 'stretch' }).ok).toBe(false);
    expect(parsePayload('player:play', { url: 'file:///a.webm', fit: 'cover', volume: 1 }).ok).toBe(false);
  });

  it('checks the pairing code shape and allows none', () => {
    expect(parsePayload('player:idle', { pairingCode: 'K7Q2XM' }).ok).toBe(true);
    expect(parsePayload('player:idle', { pairingCode: null }).ok).toBe(true);
    expect(parsePayload('player:idle', { pairingCode: 'k7q2xm' }).ok).toBe(false);
    expect(parsePayload('player:idle', {}).ok).toBe(false);
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
  });
});
