/**
 * Small synthetic media files for the tests: real container structure (ftyp/moov/trak/stsd boxes,
 * EBML with Tracks), no real pictures. Enough for sniffing, probing and the library's checks.
 */

const text = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function u32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

function u16(value: number): Uint8Array {
  const out = new Uint8Array(2);
  new DataView(out.buffer).setUint16(0, value);
  return out;
}

function box(type: string, ...body: Uint8Array[]): Uint8Array {
  const content = concat(body);
  return concat([u32(content.length + 8), text(type), content]);
}

export interface FakeMp4 {
  brand?: string | null;
  codec?: string;
  width?: number;
  height?: number;
  fps?: number;
  seconds?: number;
  /** Bytes of (zero) media data, written before `moov` as iPhones do when `moovLast`. */
  mdatBytes?: number;
  moovLast?: boolean;
  /** `soun` makes a sound-only file. */
  handler?: 'vide' | 'soun';
}

/** An ISO-BMFF file (MP4/MOV/M4V by its brand) with one track of the given codec, size and rate. */
export function fakeMp4(options: FakeMp4 = {}): Uint8Array {
  const { codec = 'avc1', width = 640, height = 360, fps = 30, seconds = 2, handler = 'vide' } = options;
  const brand = options.brand === undefined ? 'isom' : options.brand;
  const timescale = 600;
  const frames = Math.round(fps * seconds);
  const duration = seconds * timescale;
  const mvhd = box('mvhd', u32(0), u32(0), u32(0), u32(timescale), u32(duration), new Uint8Array(80));
  const mdhd = box('mdhd', u32(0), u32(0), u32(0), u32(timescale), u32(duration), u32(0));
  const hdlr = box('hdlr', u32(0), u32(0), text(handler), new Uint8Array(12), text('Video\0'));
  const entry = box(codec, new Uint8Array(6), u16(1), new Uint8Array(16), u16(width), u16(height), new Uint8Array(50));
  const stsd = box('stsd', u32(0), u32(1), entry);
  const stts = box('stts', u32(0), u32(1), u32(frames), u32(Math.round(duration / frames)));
  const trak = box('trak', box('mdia', mdhd, hdlr, box('minf', box('stbl', stsd, stts))));
  const moov = box('moov', mvhd, trak);
  const ftyp = brand === null ? new Uint8Array() : box('ftyp', text(brand), u32(0), text(brand), text('isom'));
  const mdat = box('mdat', new Uint8Array(options.mdatBytes ?? 64));
  return concat(options.moovLast ? [ftyp, box('wide'), mdat, moov] : [ftyp, moov, mdat]);
}

function ebmlSize(n: number): Uint8Array {
  // Eight-byte sizes keep the builder simple; every EBML reader accepts them.
  const out = new Uint8Array(8);
  out[0] = 0x01;
  let v = n;
  for (let i = 7; i >= 1; i--) {
    out[i] = v & 0xff;
    v = Math.floor(v / 256);
  }
  return out;
}

function el(id: number[], ...body: Uint8Array[]): Uint8Array {
  const content = concat(body);
  return concat([Uint8Array.from(id), ebmlSize(content.length), content]);
}

function uintBytes(value: number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v & 0xff;
    v = Math.floor(v / 256);
  }
  return out;
}

/** A WebM (or Matroska) file with one video track of the given CodecID, size and frame rate. */
export function fakeWebm(
  options: { codecId?: string; width?: number; height?: number; fps?: number; docType?: string } = {},
): Uint8Array {
  const { codecId = 'V_VP9', width = 640, height = 360, fps = 30, docType = 'webm' } = options;
  const header = concat([
    Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (docType.length + 3)]),
    Uint8Array.from([0x42, 0x82, 0x80 | docType.length]),
    text(docType),
  ]);
  const duration = new Uint8Array(8);
  new DataView(duration.buffer).setFloat64(0, 2000);
  const info = el(
    [0x15, 0x49, 0xa9, 0x66],
    el([0x2a, 0xd7, 0xb1], uintBytes(1_000_000, 3)),
    el([0x44, 0x89], duration),
  );
  const video = el([0xe0], el([0xb0], uintBytes(width, 2)), el([0xba], uintBytes(height, 2)));
  const track = el(
    [0xae],
    el([0xd7], uintBytes(1, 1)),
    el([0x83], uintBytes(1, 1)),
    el([0x86], text(codecId)),
    el([0x23, 0xe3, 0x83], uintBytes(Math.round(1e9 / fps), 4)),
    video,
  );
  const cluster = el([0x1f, 0x43, 0xb6, 0x75], new Uint8Array(32));
  return concat([header, el([0x18, 0x53, 0x80, 0x67], info, el([0x16, 0x54, 0xae, 0x6b], track), cluster)]);
}
