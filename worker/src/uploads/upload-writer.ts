import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { MESSAGES } from '@dtm/shared/messages';
import { type ArtworkType, SNIFF_BYTES, sniffArtworkType } from '@dtm/shared/uploads';
import { ApiError } from '../lib/errors';
import { ByteQueue } from './byte-queue';
import { hashStoredObject, hex, newTailKey, readTail, removeFromR2 } from './r2-files';
import { unwrap } from './refusals';
import type { Part, StoredFile, TailSegment, WriteSession } from './token-state';
import type { UploadTokenObject } from './upload-token-object';

export type UploadTokenStub = DurableObjectStub<UploadTokenObject>;

/** tus checksum extension: the digest of one request's body, as the client announced it. */
export type Checksum = { algorithm: 'SHA-1' | 'SHA-256' | 'MD5'; expected: string };

export type WriteOptions = {
  checksum: Checksum | null;
  /** Single-file PUT: the end of the body is the end of the file even without a declared length. */
  endIsFinal: boolean;
};

/** Where the upload stands after a request: its durable offset, and the file once it is complete. */
export type WriteOutcome = { offset: number; file: StoredFile | null; expiresAt: number | null };

type SizedPart = Part & { size: number };

/**
 * Streams one request body into the upload's R2 multipart upload. Bytes are gathered into 5 MiB
 * parts (R2's minimum); each full part is uploaded and committed to the Durable Object at once, so
 * a dropped connection loses at most the part being gathered. What is left when the body ends is
 * saved as one more tail segment in R2 (earlier segments are not rewritten) and counted in the
 * offset only once stored. With an Upload-Checksum nothing is committed until the digest matches.
 */
export class UploadWriter {
  /** Bytes after `partsOffset` held in memory: this request's, and the saved tail once loaded. */
  private readonly queue = new ByteQueue();
  private partsOffset: number;
  private tailLoaded: boolean;
  private nextPart: number;
  private type: ArtworkType | null;
  private multipartId: string | null;
  private readonly uncommitted: SizedPart[] = [];
  private received = 0;
  private expiresAt: number | null = null;

  constructor(
    private readonly bucket: R2Bucket,
    private readonly stub: UploadTokenStub,
    private readonly session: WriteSession,
    private readonly options: WriteOptions,
  ) {
    this.partsOffset = session.offsetParts;
    this.tailLoaded = session.tail.length === 0;
    this.nextPart = session.partBase;
    this.type = session.type;
    this.multipartId = session.multipartId;
  }

  async write(body: ReadableStream<Uint8Array> | null): Promise<WriteOutcome> {
    const { options } = this;
    const digest = options.checksum ? new crypto.DigestStream(options.checksum.algorithm) : null;
    const digestWriter = digest?.getWriter() ?? null;
    const reader = body?.getReader() ?? null;
    try {
      while (reader) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          await this.saveAfterDrop();
          throw new ApiError('BAD_REQUEST', MESSAGES.uploadConnectionDropped, {
            cause: String(error),
          });
        }
        if (chunk.done) break;
        await this.accept(chunk.value, digestWriter);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNSUPPORTED_MEDIA_TYPE') await this.discard();
      throw error;
    }
    if (digest && digestWriter && options.checksum) {
      await digestWriter.close();
      const actual = btoa(String.fromCharCode(...new Uint8Array(await digest.digest)));
      if (actual !== options.checksum.expected)
        throw new ApiError('CHECKSUM_MISMATCH', MESSAGES.uploadChecksumMismatch);
    }
    const total = this.partsOffset + this.pending();
    const final = this.session.length !== null ? total === this.session.length : options.endIsFinal;
    if (final) return this.finish(total);
    const offset = await this.saveTail();
    return { offset, file: null, expiresAt: this.expiresAt };
  }

  /** Bytes after the last part: the saved tail (loaded or not) and what this request added. */
  private pending(): number {
    return (this.tailLoaded ? 0 : this.session.tailLength) + this.queue.size;
  }

  private async loadTail() {
    if (this.tailLoaded) return;
    this.queue.unshift(await readTail(this.bucket, this.session.tail));
    this.tailLoaded = true;
  }

  private async accept(chunk: Uint8Array, digestWriter: WritableStreamDefaultWriter<Uint8Array> | null) {
    const { session } = this;
    const limit = session.length ?? UPLOAD_LIMITS.maxFileBytes;
    if (this.partsOffset + this.pending() + chunk.byteLength > limit) {
      if (session.length === null) {
        await this.discard();
        throw new ApiError('PAYLOAD_TOO_LARGE', MESSAGES.artworkTooLarge);
      }
      await this.saveAfterDrop();
      throw new ApiError('BAD_REQUEST', MESSAGES.uploadTooLong);
    }
    if (digestWriter) await digestWriter.write(chunk);
    this.queue.push(chunk);
    this.received += chunk.byteLength;
    if (this.type === null && this.partsOffset === 0 && this.pending() >= SNIFF_BYTES) {
      await this.loadTail();
      this.sniff();
    }
    while (this.pending() >= UPLOAD_LIMITS.partBytes) {
      await this.loadTail();
      const part = await this.uploadPart(this.queue.take(UPLOAD_LIMITS.partBytes));
      if (this.options.checksum) this.uncommitted.push(part);
      else await this.commit([part], null);
    }
  }

  /** Judges the type from the file's first bytes; a file that is not artwork is refused before it is stored. */
  private sniff(): ArtworkType {
    const type = sniffArtworkType(this.queue.peek(SNIFF_BYTES));
    if (!type) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.artworkTypeInvalid);
    this.type = type;
    return type;
  }

  private async multipart(): Promise<R2MultipartUpload> {
    const { session } = this;
    if (this.multipartId) return this.bucket.resumeMultipartUpload(session.key, this.multipartId);
    const type = this.type ?? this.sniff();
    const upload = await this.bucket.createMultipartUpload(session.key, {
      httpMetadata: { contentType: type },
      customMetadata: { fileName: session.name },
    });
    const attached = await this.stub.attach(session.fileId, session.lockId, { multipartId: upload.uploadId, type });
    if (!attached.ok) await upload.abort();
    unwrap(attached);
    this.multipartId = upload.uploadId;
    return upload;
  }

  private async uploadPart(bytes: Uint8Array): Promise<SizedPart> {
    const upload = await this.multipart();
    const partNumber = this.nextPart;
    this.nextPart += 1;
    const uploaded = await upload.uploadPart(partNumber, bytes);
    this.partsOffset += bytes.byteLength;
    return { partNumber: uploaded.partNumber, etag: uploaded.etag, size: bytes.byteLength };
  }

  private async commit(parts: SizedPart[], segment: TailSegment | null): Promise<number> {
    const input = { parts, replaceTail: this.tailLoaded, segment, type: this.type };
    const committed = await this.stub.commit(this.session.fileId, this.session.lockId, input);
    // A writer that lost its place (a newer request took over) leaves no segment behind.
    if (!committed.ok && segment) await this.bucket.delete(segment.key);
    const result = unwrap(committed);
    this.expiresAt = result.expiresAt;
    if (result.staleTailKeys.length > 0) await this.bucket.delete(result.staleTailKeys);
    return result.offset;
  }

  /** The body ended before the file did: what is in memory becomes a tail segment. */
  private async saveTail(): Promise<number> {
    if (this.received === 0) return this.session.offsetParts + this.session.tailLength;
    let segment: TailSegment | null = null;
    if (this.queue.size > 0) {
      segment = { key: newTailKey(this.session.fileId), length: this.queue.size };
      await this.bucket.put(segment.key, this.queue.peek(this.queue.size));
    }
    return this.commit(this.uncommitted.splice(0), segment);
  }

  /** Keeps what arrived before the connection dropped, so the client re-sends as little as possible. */
  private async saveAfterDrop() {
    if (this.options.checksum) return;
    try {
      await this.saveTail();
    } catch {
      // Best effort: the durable offset simply stays where the last commit left it.
    }
  }

  private async finish(total: number): Promise<WriteOutcome> {
    const { session, bucket } = this;
    if (total === 0) {
      await this.discard();
      throw new ApiError('BAD_REQUEST', MESSAGES.artworkEmpty);
    }
    await this.loadTail();
    let type: ArtworkType;
    try {
      type = this.type ?? this.sniff();
    } catch (error) {
      await this.discard();
      throw error;
    }
    let stored: { sha256: string; size: number };
    if (!this.multipartId && this.partsOffset === 0) {
      // The whole file is in memory (under one part): one plain put.
      const bytes = this.queue.takeAll();
      await this.claimFinish([]);
      await bucket.put(session.key, bytes, {
        httpMetadata: { contentType: type },
        customMetadata: { fileName: session.name },
      });
      stored = { sha256: hex(await crypto.subtle.digest('SHA-256', bytes)), size: bytes.byteLength };
    } else {
      const last = this.queue.size > 0 ? [await this.uploadPart(this.queue.takeAll())] : [];
      const parts = await this.claimFinish([...this.uncommitted.splice(0), ...last]);
      await (await this.multipart()).complete(parts);
      stored = await hashStoredObject(bucket, session.key);
    }
    if (session.length !== null && stored.size !== session.length) {
      throw new Error(`stored ${stored.size} bytes for an upload of ${session.length}`);
    }
    const done = await this.stub.finish(session.fileId, session.lockId, { ...stored, type });
    if (!done.ok && done.refusal !== 'superseded') await this.discard(true);
    const { file, staleTailKeys } = unwrap(done);
    if (staleTailKeys.length > 0) await bucket.delete(staleTailKeys);
    return { offset: file.size, file, expiresAt: null };
  }

  private async claimFinish(parts: SizedPart[]): Promise<Part[]> {
    const claimed = await this.stub.claimFinish(this.session.fileId, this.session.lockId, { parts });
    if (!claimed.ok && claimed.refusal !== 'superseded' && claimed.refusal !== 'busy') await this.discard();
    return unwrap(claimed).parts;
  }

  /** A refused file leaves nothing behind: the upload and everything it put in R2 are removed. */
  private async discard(objectWritten = false) {
    const removed = await this.stub.terminate(this.session.fileId);
    const cleanup = removed.ok
      ? removed.value
      : { key: this.session.key, multipartId: this.multipartId, tailKeys: [], complete: false };
    await removeFromR2(this.bucket, {
      ...cleanup,
      multipartId: cleanup.multipartId ?? this.multipartId,
      complete: cleanup.complete || objectWritten,
    });
  }
}
