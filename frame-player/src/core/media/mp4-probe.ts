import type { Read, TrackInfo } from './probe-types.ts';

interface Box {
  type: string;
  /** Where the box's body starts and ends (absolute offsets). */
  body: number;
  end: number;
}

/** The boxes in [start, end), header by header (seeks: `moov` may sit after gigabytes of `mdat`). */
async function children(read: Read, start: number, end: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end && boxes.length < 512) {
    const header = await read(at, 16);
    if (header.length < 8) break;
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    let size = view.getUint32(0);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(view.getBigUint64(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < headerSize) break;
    boxes.push({
      type: String.fromCharCode(...header.subarray(4, 8)),
      body: at + headerSize,
      end: Math.min(at + size, end),
    });
    at += size;
  }
  return boxes;
}

async function child(read: Read, parent: Box, type: string): Promise<Box | undefined> {
  return (await children(read, parent.body, parent.end)).find((box) => box.type === type);
}

async function path(read: Read, from: Box, types: readonly string[]): Promise<Box | undefined> {
  let box: Box | undefined = from;
  for (const type of types) {
    if (!box) return undefined;
    box = await child(read, box, type);
  }
  return box;
}

function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The first video track of an ISO-BMFF file (MP4, MOV, M4V): the sample entry's four-character
 * code from `stsd` (avc1, hvc1, vp09, av01...), its coded size, the frame rate from the sample
 * count over the media duration, and the duration. Null when there is no `moov` or no video track.
 */
export async function probeMp4(read: Read, fileSize: number): Promise<TrackInfo | null> {
  const top = await children(read, 0, fileSize);
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return null;
  for (const trak of (await children(read, moov.body, moov.end)).filter((box) => box.type === 'trak')) {
    const mdia = await child(read, trak, 'mdia');
    if (!mdia) continue;
    const hdlr = await child(read, mdia, 'hdlr');
    if (!hdlr || String.fromCharCode(...(await read(hdlr.body + 8, 4))) !== 'vide') continue;

    const stbl = await path(read, mdia, ['minf', 'stbl']);
    const stsd = stbl && (await child(read, stbl, 'stsd'));
    let codecTag: string | null = null;
    let width: number | null = null;
    let height: number | null = null;
    if (stsd) {
      // FullBox header (4), entry_count (4), then the first sample entry: size, type, 6 reserved,
      // data_reference_index (2), 16 bytes pre-defined/reserved, width (2), height (2).
      const entry = await read(stsd.body + 8, 36);
      if (entry.length >= 36) {
        codecTag = String.fromCharCode(...entry.subarray(4, 8));
        width = dataView(entry).getUint16(32) || null;
        height = dataView(entry).getUint16(34) || null;
      }
    }

    let durationMs: number | null = null;
    let fps: number | null = null;
    const mdhd = await child(read, mdia, 'mdhd');
    if (mdhd) {
      const body = dataView(await read(mdhd.body, 32));
      const version = body.getUint8(0);
      const timescale = version === 1 ? body.getUint32(20) : body.getUint32(12);
      const duration = version === 1 ? Number(body.getBigUint64(24)) : body.getUint32(16);
      if (timescale > 0 && duration > 0 && duration !== 0xffffffff) {
        durationMs = Math.round((duration / timescale) * 1000);
        const stts = stbl && (await child(read, stbl, 'stts'));
        if (stts) fps = await framesPerSecond(read, stts, duration / timescale);
      }
    }
    return { codecTag, width, height, fps, durationMs };
  }
  return null;
}

/** Samples in `stts` over the track's seconds (a variable frame rate gives its average). */
async function framesPerSecond(read: Read, stts: Box, seconds: number): Promise<number | null> {
  const head = await read(stts.body, 8);
  if (head.length < 8) return null;
  const count = Math.min(dataView(head).getUint32(4), 100_000);
  const table = await read(stts.body + 8, count * 8);
  let samples = 0;
  for (let i = 0; i + 8 <= table.length; i += 8) samples += dataView(table).getUint32(i);
  return samples > 0 && seconds > 0 ? Math.round((samples / seconds) * 100) / 100 : null;
}

/** Most table entries read per track (a 2-hour 60 fps clip has about 430 000 samples). */
const MAX_TABLE_ENTRIES = 1_000_000;

/**
 * Why an ISO-BMFF file is cut short, or null when it is whole: a top-level box (the media data
 * after a movie header at the front, say) that ends past the end of the file, or a track whose
 * samples (`stco`/`co64` chunk offsets, `stsc` samples per chunk, `stsz` sizes) lie past it. Such
 * a file passes the byte sniff and decodes its first frames, then fails part-way through.
 */
export async function mp4Truncation(read: Read, fileSize: number): Promise<string | null> {
  let at = 0;
  for (let i = 0; i < 512 && at + 8 <= fileSize; i++) {
    const header = await read(at, 16);
    if (header.length < 8) break;
    const view = dataView(header);
    let size = view.getUint32(0);
    if (size === 1 && header.length >= 16) size = Number(view.getBigUint64(8));
    else if (size === 0) break; // runs to the end of the file by definition
    if (size < 8) break;
    const type = String.fromCharCode(...header.subarray(4, 8));
    if (at + size > fileSize) return `the ${type} box ends at ${at + size} of a ${fileSize}-byte file`;
    at += size;
  }
  const moov = (await children(read, 0, fileSize)).find((box) => box.type === 'moov');
  if (!moov) return null;
  for (const trak of (await children(read, moov.body, moov.end)).filter((box) => box.type === 'trak')) {
    const stbl = await path(read, trak, ['mdia', 'minf', 'stbl']);
    if (!stbl) continue;
    const end = await samplesEnd(read, stbl);
    if (end !== null && end > fileSize) return `a track's samples end at ${end} of a ${fileSize}-byte file`;
  }
  return null;
}

async function fullBoxTable(read: Read, box: Box, headerBytes: number, entryBytes: number): Promise<DataView | null> {
  const head = await read(box.body, headerBytes);
  if (head.length < headerBytes) return null;
  const count = Math.min(dataView(head).getUint32(headerBytes - 4), MAX_TABLE_ENTRIES);
  const table = await read(box.body + headerBytes, count * entryBytes);
  return dataView(table.subarray(0, Math.floor(table.length / entryBytes) * entryBytes));
}

/** Where a track's last sample ends (the largest chunk offset plus its samples' sizes), or null when the table does not say. */
async function samplesEnd(read: Read, stbl: Box): Promise<number | null> {
  const boxes = await children(read, stbl.body, stbl.end);
  const stco = boxes.find((box) => box.type === 'stco');
  const co64 = boxes.find((box) => box.type === 'co64');
  const stsz = boxes.find((box) => box.type === 'stsz');
  const stsc = boxes.find((box) => box.type === 'stsc');
  if (!(stco || co64) || !stsz || !stsc) return null;
  const offsets: number[] = [];
  if (co64) {
    const table = await fullBoxTable(read, co64, 8, 8);
    for (let i = 0; table && i + 8 <= table.byteLength; i += 8) offsets.push(Number(table.getBigUint64(i)));
  } else if (stco) {
    const table = await fullBoxTable(read, stco, 8, 4);
    for (let i = 0; table && i + 4 <= table.byteLength; i += 4) offsets.push(table.getUint32(i));
  }
  const sizeHead = await read(stsz.body, 12);
  if (sizeHead.length < 12) return null;
  const fixedSize = dataView(sizeHead).getUint32(4);
  const sampleCount = dataView(sizeHead).getUint32(8);
  const sizes = fixedSize === 0 ? await fullBoxTable(read, stsz, 12, 4) : null;
  const sizeOf = (sample: number) =>
    fixedSize !== 0 ? fixedSize : sizes && sample * 4 + 4 <= sizes.byteLength ? sizes.getUint32(sample * 4) : 0;
  const runs = await fullBoxTable(read, stsc, 8, 12);
  if (!runs || runs.byteLength === 0) return null;
  let end = 0;
  let sample = 0;
  let run = 0;
  for (let chunk = 0; chunk < offsets.length && sample < sampleCount; chunk++) {
    // stsc: from `first_chunk` (1-based) on, each chunk holds `samples_per_chunk` samples.
    while (run + 12 < runs.byteLength && runs.getUint32(run + 12) - 1 <= chunk) run += 12;
    const perChunk = runs.getUint32(run + 4);
    let chunkEnd = offsets[chunk] ?? 0;
    for (let s = 0; s < perChunk && sample < sampleCount; s++, sample++) chunkEnd += sizeOf(sample);
    end = Math.max(end, chunkEnd);
  }
  return end;
}
