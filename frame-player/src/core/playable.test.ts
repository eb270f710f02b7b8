import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPlayable, SNIFF_BYTES, sniffContainer } from './playable.ts';

const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

/** An EBML header as the seed's VP9 files begin, with the given DocType. */
const ebml = (docType: string): Uint8Array =>
  bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f],
    [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
    [0x42, 0x82, 0x80 | docType.length],
    docType,
    [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
  );

const mp4 = bytes([0x00, 0x00, 0x00, 0x20], 'ftypisom', [0x00, 0x00, 0x02, 0x00], 'isomiso2avc1mp41');
const webm = ebml('webm');
const matroska = ebml('matroska');
const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR');
const garbage = bytes('this is not a video at all, just text');

const seedMedia = join(import.meta.dirname, '../../../tools/seed/media');
const head = (file: string): Uint8Array => readFileSync(join(seedMedia, file)).subarray(0, SNIFF_BYTES);

describe('sniffContainer', () => {
  it('recognises MP4 by its ftyp box and WebM by its EBML DocType', () => {
    expect(sniffContainer(mp4)).toBe('mp4');
    expect(sniffContainer(webm)).toBe('webm');
  });

  it('recognises the real seed media made by tools/seed/make-media.sh', () => {
    expect(sniffContainer(head('demo-character.mp4'))).toBe('mp4');
    expect(sniffContainer(head('dancing-dragon.webm'))).toBe('webm');
    expect(sniffContainer(head('demo-artwork.png'))).toBeNull();
  });

  it('refuses Matroska, a zero-sized box, and a header cut before its DocType', () => {
    expect(sniffContainer(matroska)).toBeNull();
    expect(sniffContainer(bytes([0, 0, 0, 0], 'ftypisom'))).toBeNull();
    expect(sniffContainer(webm.subarray(0, 20))).toBeNull();
  });
});

describe('checkPlayable', () => {
  it('accepts MP4 and WebM whose names agree, whatever the case or folder', () => {
    expect(checkPlayable('dragon.mp4', mp4)).toEqual({ playable: true, container: 'mp4' });
    expect(checkPlayable('DRAGON.M4V', mp4)).toEqual({ playable: true, container: 'mp4' });
    expect(checkPlayable('/media/usb0/Magic/Dragon.WebM', webm)).toEqual({ playable: true, container: 'webm' });
    expect(checkPlayable('E:\\Magic\\robot.webm', head('waving-robot.webm'))).toEqual({
      playable: true,
      container: 'webm',
    });
  });

  it('refuses pictures and unknown extensions before looking at the bytes', () => {
    expect(checkPlayable('drawing.png', png)).toEqual({ playable: false, reason: 'extension' });
    expect(checkPlayable('clip.mov', mp4)).toEqual({ playable: false, reason: 'extension' });
    expect(checkPlayable('mp4', mp4)).toEqual({ playable: false, reason: 'extension' });
    expect(checkPlayable('.mp4', mp4)).toEqual({ playable: false, reason: 'extension' });
  });

  it("refuses macOS's ._ companion files that USB drives carry", () => {
    expect(checkPlayable('/media/usb0/._dragon.mp4', mp4)).toEqual({ playable: false, reason: 'extension' });
  });

  it('refuses empty and truncated files', () => {
    expect(checkPlayable('empty.mp4', new Uint8Array())).toEqual({ playable: false, reason: 'too-short' });
    expect(checkPlayable('cut.webm', webm.subarray(0, 7))).toEqual({ playable: false, reason: 'too-short' });
  });

  it('refuses a picture or garbage renamed to a video', () => {
    expect(checkPlayable('drawing.mp4', png)).toEqual({ playable: false, reason: 'signature' });
    expect(checkPlayable('notes.webm', garbage)).toEqual({ playable: false, reason: 'signature' });
    expect(checkPlayable('film.webm', matroska)).toEqual({ playable: false, reason: 'signature' });
  });

  it('refuses a video whose name says the other container', () => {
    expect(checkPlayable('dragon.webm', mp4)).toEqual({ playable: false, reason: 'mismatch' });
    expect(checkPlayable('dragon.mp4', webm)).toEqual({ playable: false, reason: 'mismatch' });
  });
});
