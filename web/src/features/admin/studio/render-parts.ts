import { RENDER_PART_MAGIC } from '@dtm/shared/render-jobs';
import { z } from 'zod';
import type { EncodedPart } from '../../../lib/video-encode';

/**
 * A render part as the server keeps it: "DTMR", the header's length (4 bytes, little-endian), the
 * header (JSON: the part's frames, codec, size and each packet's type, time and length) and the
 * packets' bytes one after the other.
 */
const HeaderSchema = z.object({
  from: z.number().int().min(0),
  to: z.number().int().min(1),
  codec: z.enum(['avc', 'vp9']),
  decoderCodec: z.string().min(1),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  fps: z.number().int().min(1),
  description: z.array(z.number().int().min(0).max(255)).nullable(),
  packets: z.array(
    z.object({
      type: z.enum(['key', 'delta']),
      timestamp: z.number(),
      duration: z.number(),
      length: z.number().int().min(0),
    }),
  ),
});

const MAGIC = new TextEncoder().encode(RENDER_PART_MAGIC);

export function serializePart(part: EncodedPart): Uint8Array<ArrayBuffer> {
  const { packets, description, ...rest } = part;
  const header = new TextEncoder().encode(
    JSON.stringify({
      ...rest,
      description: description ? [...description] : null,
      packets: packets.map(({ data, ...packet }) => ({ ...packet, length: data.length })),
    }),
  );
  const total = MAGIC.length + 4 + header.length + packets.reduce((sum, packet) => sum + packet.data.length, 0);
  const bytes = new Uint8Array(total);
  bytes.set(MAGIC, 0);
  new DataView(bytes.buffer).setUint32(MAGIC.length, header.length, true);
  bytes.set(header, MAGIC.length + 4);
  let at = MAGIC.length + 4 + header.length;
  for (const packet of packets) {
    bytes.set(packet.data, at);
    at += packet.data.length;
  }
  return bytes;
}

/** The part in `bytes`, or null when they are no whole part (the render then starts over). */
export function parsePart(bytes: Uint8Array): EncodedPart | null {
  if (bytes.length < MAGIC.length + 4 || MAGIC.some((byte, i) => bytes[i] !== byte)) return null;
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(MAGIC.length, true);
  const start = MAGIC.length + 4;
  if (start + length > bytes.length) return null;
  let header: z.infer<typeof HeaderSchema>;
  try {
    header = HeaderSchema.parse(JSON.parse(new TextDecoder().decode(bytes.subarray(start, start + length))));
  } catch {
    return null;
  }
  let at = start + length;
  const packets = [];
  for (const { length: size, ...packet } of header.packets) {
    if (at + size > bytes.length) return null;
    packets.push({ ...packet, data: bytes.slice(at, at + size) });
    at += size;
  }
  if (at !== bytes.length) return null;
  return { ...header, description: header.description ? new Uint8Array(header.description) : null, packets };
}
