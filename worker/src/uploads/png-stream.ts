/**
 * A PNG made small while it is inflated, row by row: only two rows of the full picture and the
 * preview's sums are ever in memory, so a 24-megapixel drawing costs the same few hundred KB as
 * a small one (and CPU time in proportion to its pixels). Interlaced PNGs are not read here.
 */

type Rgba = { width: number; height: number; data: Uint8Array };

type PngParts = {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
  palette: Uint8Array | null;
  paletteAlpha: Uint8Array | null;
  idat: Uint8Array[];
};

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The PNG's chunks as views of `bytes` (nothing is copied); null when it is not a PNG this code reads. */
export function pngParts(bytes: Uint8Array): PngParts | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: PngParts = {
    width: 0,
    height: 0,
    depth: 0,
    colorType: -1,
    interlaced: false,
    palette: null,
    paletteAlpha: null,
    idat: [],
  };
  let at = 8;
  while (at + 8 <= bytes.byteLength) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, Math.min(bytes.byteLength, at + 8 + length));
    if (type === 'IHDR' && data.byteLength >= 13) {
      const ihdr = new DataView(data.buffer, data.byteOffset, 13);
      parts.width = ihdr.getUint32(0);
      parts.height = ihdr.getUint32(4);
      parts.depth = data[8] ?? 0;
      parts.colorType = data[9] ?? -1;
      parts.interlaced = data[12] === 1;
    } else if (type === 'PLTE') parts.palette = data;
    else if (type === 'tRNS') parts.paletteAlpha = data;
    else if (type === 'IDAT') parts.idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = CHANNELS[parts.colorType];
  if (!channels || parts.width === 0 || parts.height === 0 || parts.idat.length === 0) return null;
  if (![1, 2, 4, 8, 16].includes(parts.depth)) return null;
  if (parts.colorType === 3 && !parts.palette) return null;
  return parts;
}

/** The image's rows, inflated by the runtime's own zlib, each handed over as filter byte + data. */
async function* rowsOf(parts: PngParts, rowBytes: number): AsyncGenerator<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of parts.idat) controller.enqueue(chunk);
      controller.close();
    },
  });
  const reader = source.pipeThrough(new DecompressionStream('deflate')).getReader();
  const row = new Uint8Array(1 + rowBytes);
  let filled = 0;
  let rows = 0;
  try {
    while (rows < parts.height) {
      const { done, value } = await reader.read();
      if (done) throw new Error('PNG data ends early');
      let offset = 0;
      while (offset < value.byteLength && rows < parts.height) {
        const take = Math.min(row.byteLength - filled, value.byteLength - offset);
        row.set(value.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === row.byteLength) {
          yield row;
          filled = 0;
          rows += 1;
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Undoes one row's filter into `current` (RFC 2083 section 6); one loop per filter, as this runs per byte. */
function unfilter(row: Uint8Array, current: Uint8Array, previous: Uint8Array, bpp: number) {
  const filter = row[0];
  const n = current.byteLength;
  const raw = row.subarray(1);
  if (filter === 0) current.set(raw);
  else if (filter === 1) {
    for (let i = 0; i < n; i++) current[i] = (raw[i] as number) + (i >= bpp ? (current[i - bpp] as number) : 0);
  } else if (filter === 2) {
    for (let i = 0; i < n; i++) current[i] = (raw[i] as number) + (previous[i] as number);
  } else if (filter === 3) {
    for (let i = 0; i < n; i++) {
      const left = i >= bpp ? (current[i - bpp] as number) : 0;
      current[i] = (raw[i] as number) + ((left + (previous[i] as number)) >> 1);
    }
  } else if (filter === 4) {
    for (let i = 0; i < n; i++) {
      const left = i >= bpp ? (current[i - bpp] as number) : 0;
      const up = previous[i] as number;
      const upLeft = i >= bpp ? (previous[i - bpp] as number) : 0;
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      current[i] = (raw[i] as number) + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
    }
  } else throw new Error(`unknown PNG filter ${filter}`);
}

/**
 * The PNG shrunk so its long edge is at most `maxEdge`, each preview pixel the mean of the pixels
 * it covers, transparency laid over white paper (as `downscale` in preview-image.ts does).
 */
export async function streamedPngPreview(parts: PngParts, maxEdge: number): Promise<Rgba> {
  const { width: w, height: h, depth, colorType } = parts;
  const channels = CHANNELS[colorType] ?? 1;
  const bitsPerPixel = channels * depth;
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const rowBytes = Math.ceil((w * bitsPerPixel) / 8);
  const scale = Math.max(1, Math.max(w, h) / maxEdge);
  const width = Math.max(1, Math.round(w / scale));
  const height = Math.max(1, Math.round(h / scale));
  const column = new Int32Array(w);
  const perColumn = new Int32Array(width);
  for (let x = 0; x < w; x++) {
    const target = Math.floor((x * width) / w);
    column[x] = target;
    perColumn[target] = (perColumn[target] ?? 0) + 1;
  }
  const sums = new Float64Array(width * 3);
  const out = new Uint8Array(width * height * 4);
  const palette = parts.palette ?? new Uint8Array();
  const paletteAlpha = parts.paletteAlpha ?? new Uint8Array();
  const stride = depth === 16 ? 2 : 1;
  const maxSample = depth < 8 ? (1 << depth) - 1 : 255;
  let current = new Uint8Array(rowBytes);
  let previous = new Uint8Array(rowBytes);
  let targetRow = 0;
  let rowsInTarget = 0;

  const flush = () => {
    for (let tx = 0; tx < width; tx++) {
      const count = (perColumn[tx] ?? 1) * rowsInTarget;
      const to = (targetRow * width + tx) * 4;
      out[to] = Math.round((sums[tx * 3] ?? 0) / count);
      out[to + 1] = Math.round((sums[tx * 3 + 1] ?? 0) / count);
      out[to + 2] = Math.round((sums[tx * 3 + 2] ?? 0) / count);
      out[to + 3] = 255;
    }
    sums.fill(0);
    rowsInTarget = 0;
  };

  let y = 0;
  for await (const row of rowsOf(parts, rowBytes)) {
    unfilter(row, current, previous, bpp);
    const rowTarget = Math.floor((y * height) / h);
    if (rowTarget !== targetRow) {
      flush();
      targetRow = rowTarget;
    }
    for (let x = 0; x < w; x++) {
      let r: number;
      let g: number;
      let b: number;
      let a = 255;
      if (depth < 8) {
        const bit = x * depth;
        const sample = ((current[bit >> 3] as number) >> (8 - depth - (bit & 7))) & maxSample;
        if (colorType === 3) {
          r = palette[sample * 3] ?? 0;
          g = palette[sample * 3 + 1] ?? 0;
          b = palette[sample * 3 + 2] ?? 0;
          a = paletteAlpha[sample] ?? 255;
        } else {
          r = g = b = Math.round((sample * 255) / maxSample);
        }
      } else {
        const at = x * channels * stride;
        const first = current[at] as number;
        if (colorType === 3) {
          r = palette[first * 3] ?? 0;
          g = palette[first * 3 + 1] ?? 0;
          b = palette[first * 3 + 2] ?? 0;
          a = paletteAlpha[first] ?? 255;
        } else if (channels <= 2) {
          r = g = b = first;
          if (channels === 2) a = current[at + stride] as number;
        } else {
          r = first;
          g = current[at + stride] as number;
          b = current[at + 2 * stride] as number;
          if (channels === 4) a = current[at + 3 * stride] as number;
        }
      }
      const paper = 255 - a;
      const t = (column[x] as number) * 3;
      sums[t] = (sums[t] as number) + (r * a) / 255 + paper;
      sums[t + 1] = (sums[t + 1] as number) + (g * a) / 255 + paper;
      sums[t + 2] = (sums[t + 2] as number) + (b * a) / 255 + paper;
    }
    rowsInTarget += 1;
    [previous, current] = [current, previous];
    y += 1;
  }
  flush();
  return { width, height, data: out };
}
