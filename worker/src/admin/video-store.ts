import { MESSAGES } from '@dtm/shared/messages';
import { hexOf } from '../devices/secrets';
import { ApiError } from '../lib/errors';
import { sniffVideo, VIDEO_SNIFF_BYTES, type VideoKind } from './video-type';

/** R2 multipart parts must be equal in size (except the last) and at least 5 MiB. */
const PART_BYTES = 5 * 1024 * 1024;

/** What a file is, decided from its first bytes: its content type and the extension its key gets. */
export type FileKind = { contentType: string; extension: string };

/** A stored file: its R2 key, byte size and hex SHA-256 (what a frame verifies a download against). */
export type StoredFile<Kind extends FileKind = FileKind> = Kind & { key: string; size: number; sha256: string };

/** A stored video: its R2 key, byte size and hex SHA-256. */
export type StoredVideo = StoredFile<VideoKind>;

/** How one kind of upload is judged and where it goes. */
export type StoreRules<Kind extends FileKind> = {
  maxBytes: number;
  /** The kind from the first bytes (at least `VIDEO_SNIFF_BYTES` of them, unless the file is shorter); throws the refusal. */
  decide: (head: Uint8Array) => Kind;
  /** The R2 key of the new object, once its kind is known. */
  keyFor: (kind: Kind) => string;
  tooLarge: string;
  empty: string;
};

/** The animation videos' rules: the accepted containers by their bytes, under `animations/<ownerId>/<uuid>.<ext>`. */
export function videoRules(ownerId: string, maxBytes: number): StoreRules<VideoKind> {
  return {
    maxBytes,
    decide,
    keyFor: (kind) => `animations/${ownerId}/${crypto.randomUUID()}.${kind.extension}`,
    tooLarge: MESSAGES.videoTooLarge,
    empty: MESSAGES.videoRequired,
  };
}

/**
 * Writes a video from a stream of chunks into R2 under `animations/<ownerId>/<uuid>.<ext>` (the
 * character's or frame's id): the type is decided from the first bytes before anything is stored.
 */
export function storeVideo(
  bucket: R2Bucket,
  ownerId: string,
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<StoredVideo> {
  return storeStream(bucket, chunks, videoRules(ownerId, maxBytes));
}

/**
 * Writes a file from a stream of chunks into R2: the type is decided from the first bytes before
 * anything is stored, the size is counted and the SHA-256 computed as it flows, and only one
 * 5 MiB part is held in memory at a time. Anything refused or broken midway leaves nothing
 * behind in R2.
 */
export async function storeStream<Kind extends FileKind>(
  bucket: R2Bucket,
  chunks: AsyncIterable<Uint8Array>,
  rules: StoreRules<Kind>,
): Promise<StoredFile<Kind>> {
  let part = new Uint8Array(PART_BYTES);
  let filled = 0;
  let size = 0;
  let kind: Kind | null = null;
  let key = '';
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];
  const digest = new crypto.DigestStream('SHA-256');
  const hasher = digest.getWriter();
  // Aborted on a refused upload: that rejection is expected, not an unhandled one.
  digest.digest.catch(() => undefined);

  const identify = (): Kind => {
    const found = rules.decide(part.subarray(0, filled));
    kind = found;
    key = rules.keyFor(found);
    return found;
  };
  const flushPart = async () => {
    const found = kind ?? identify();
    upload ??= await bucket.createMultipartUpload(key, { httpMetadata: { contentType: found.contentType } });
    parts.push(await upload.uploadPart(parts.length + 1, part.subarray(0, filled)));
    part = new Uint8Array(PART_BYTES);
    filled = 0;
  };

  try {
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > rules.maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', rules.tooLarge);
      await hasher.write(chunk);
      let offset = 0;
      while (offset < chunk.length) {
        const take = Math.min(chunk.length - offset, PART_BYTES - filled);
        part.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (!kind && filled >= VIDEO_SNIFF_BYTES) identify();
        if (filled === PART_BYTES) await flushPart();
      }
    }
    if (size === 0) throw new ApiError('BAD_REQUEST', rules.empty);
    const found = kind ?? identify();
    if (upload) {
      if (filled > 0) await flushPart();
      await (upload as R2MultipartUpload).complete(parts);
    } else {
      await bucket.put(key, part.subarray(0, filled), { httpMetadata: { contentType: found.contentType } });
    }
    await hasher.close();
    return { ...found, key, size, sha256: hexOf(await digest.digest) };
  } catch (error) {
    await hasher.abort().catch(() => undefined);
    await (upload as R2MultipartUpload | null)?.abort().catch(() => undefined);
    throw error;
  }
}

function decide(head: Uint8Array): VideoKind {
  const kind = sniffVideo(head);
  if (!kind) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.videoTypeInvalid);
  return kind;
}
