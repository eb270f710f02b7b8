import { describe, expect, it } from 'vitest';
import { sniffPlayable } from './playable';

const mp4 = new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('recognising playable files', () => {
  it('accepts MP4 and WebM by their bytes', () => {
    expect(sniffPlayable('dragon.mp4', mp4)).toBe('mp4');
    expect(sniffPlayable('Dragon.WEBM', webm)).toBe('webm');
  });

  it('refuses a picture, garbage and an empty file', () => {
    expect(sniffPlayable('photo.png', png)).toBeNull();
    expect(sniffPlayable('video.mp4', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))).toBeNull();
    expect(sniffPlayable('video.mp4', new Uint8Array())).toBeNull();
  });

  it('refuses a file whose name disagrees with its bytes', () => {
    expect(sniffPlayable('movie.webm', mp4)).toBeNull();
    expect(sniffPlayable('movie.mp4', webm)).toBeNull();
    expect(sniffPlayable('picture.mp4', png)).toBeNull();
  });
});
