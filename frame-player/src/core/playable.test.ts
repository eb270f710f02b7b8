import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMp4, fakeWebm } from './media/test-media.ts';
import { isSystemClutter, SNIFF_BYTES, sniffContainer, sniffMedia } from './playable.ts';

const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR');
const garbage = bytes('this is not a video at all, just text');
const heic = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic');
const m4a = bytes([0, 0, 0, 0x18], 'ftypM4A ', [0, 0, 0, 0], 'M4A isom');

const seedMedia = join(import.meta.dirname, '../../../tools/seed/media');
const head = (file: string): Uint8Array => readFileSync(join(seedMedia, file)).subarray(0, SNIFF_BYTES);

describe('sniffMedia', () => {
  it('recognises MP4, MOV, M4V and WebM by their bytes, whatever the file is called', () => {
    expect(sniffMedia(fakeMp4({ brand: 'isom' }))).toMatchObject({ video: true, container: 'mp4', family: 'mp4' });
    expect(sniffMedia(fakeMp4({ brand: 'qt  ' }))).toMatchObject({ video: true, container: 'mp4', family: 'mov' });
    expect(sniffMedia(fakeMp4({ brand: 'M4V ' }))).toMatchObject({ video: true, container: 'mp4', family: 'm4v' });
    expect(sniffMedia(fakeWebm())).toMatchObject({ video: true, container: 'webm', family: 'webm' });
  });

  it('recognises an old QuickTime file that opens without ftyp', () => {
    expect(sniffMedia(fakeMp4({ brand: null, moovLast: true }))).toMatchObject({ video: true, family: 'mov' });
  });

  it('recognises the real seed media made by tools/seed/make-media.sh', () => {
    expect(sniffContainer(head('demo-character.mp4'))).toBe('mp4');
    expect(sniffContainer(head('dancing-dragon.webm'))).toBe('webm');
    expect(sniffMedia(head('demo-artwork.png'))).toEqual({ video: false, reason: 'not-a-video' });
  });

  it('tells iPhone photos (HEIC) and sound files apart from videos, though all are ISO-BMFF', () => {
    expect(sniffMedia(heic)).toEqual({ video: false, reason: 'picture' });
    expect(sniffMedia(m4a)).toEqual({ video: false, reason: 'audio' });
  });

  it('knows Matroska and AVI as videos the library cannot store as they are', () => {
    expect(sniffMedia(fakeWebm({ docType: 'matroska' }))).toMatchObject({
      video: true,
      container: null,
      family: 'matroska',
    });
    expect(sniffMedia(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toMatchObject({
      video: true,
      container: null,
      family: 'avi',
    });
    expect(sniffContainer(fakeWebm({ docType: 'matroska' }))).toBeNull();
  });

  it('refuses pictures, garbage, empty and cut files', () => {
    expect(sniffMedia(png)).toEqual({ video: false, reason: 'not-a-video' });
    expect(sniffMedia(garbage)).toEqual({ video: false, reason: 'not-a-video' });
    expect(sniffMedia(new Uint8Array())).toEqual({ video: false, reason: 'too-short' });
    expect(sniffMedia(fakeWebm().subarray(0, 7))).toEqual({ video: false, reason: 'too-short' });
    expect(sniffMedia(bytes([0, 0, 0, 0], 'ftypisom'))).toEqual({ video: false, reason: 'not-a-video' });
  });
});

describe('isSystemClutter', () => {
  it("ignores macOS's ._ companions and the OS's thumbnail files", () => {
    expect(isSystemClutter('/media/usb0/._dragon.mp4')).toBe(true);
    expect(isSystemClutter('Thumbs.db')).toBe(true);
    expect(isSystemClutter('dragon.mp4')).toBe(false);
  });
});
