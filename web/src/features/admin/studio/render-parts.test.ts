import { describe, expect, it } from 'vitest';
import type { EncodedPart } from '../../../lib/video-encode';
import { parsePart, serializePart } from './render-parts';

const part: EncodedPart = {
  from: 60,
  to: 120,
  codec: 'avc',
  decoderCodec: 'avc1.640028',
  width: 1024,
  height: 600,
  fps: 30,
  description: new Uint8Array([1, 100, 0, 40, 255]),
  packets: [
    { type: 'key', timestamp: 2, duration: 1 / 30, data: new Uint8Array([9, 8, 7, 6]) },
    { type: 'delta', timestamp: 2 + 1 / 30, duration: 1 / 30, data: new Uint8Array([5]) },
  ],
};

describe('a render part as the server keeps it', () => {
  it('reads back exactly what was written', () => {
    const bytes = serializePart(part);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('DTMR');
    expect(parsePart(bytes)).toEqual(part);
  });

  it('refuses a cut-off or foreign part instead of joining it', () => {
    const bytes = serializePart(part);
    expect(parsePart(bytes.subarray(0, bytes.length - 1))).toBeNull();
    expect(parsePart(new Uint8Array([...bytes, 0]))).toBeNull();
    expect(parsePart(new Uint8Array(bytes.length).fill(1))).toBeNull();
    const header = new Uint8Array(bytes);
    header[10] = 0x7b; // broken JSON
    expect(parsePart(header)).toBeNull();
  });
});
