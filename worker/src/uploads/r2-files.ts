import type { Cleanup, TailSegment } from './token-state';

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/** A file's id: 128 random bits, URL-safe. Object keys are made from it, never from the client's file name. */
export function newFileId(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/** Where the bytes after an upload's last full part wait for the next request (a new key each time). */
export function newTailKey(fileId: string): string {
  return `pending/${fileId}/${crypto.randomUUID()}`;
}

export function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Deletes what an upload left in R2: its unfinished multipart upload, its tail and, if complete, the object. */
export async function removeFromR2(bucket: R2Bucket, cleanup: Cleanup): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (cleanup.multipartId && !cleanup.complete) {
    work.push(bucket.resumeMultipartUpload(cleanup.key, cleanup.multipartId).abort());
  }
  if (cleanup.tailKeys.length > 0) work.push(bucket.delete(cleanup.tailKeys));
  if (cleanup.complete && cleanup.key) work.push(bucket.delete(cleanup.key));
  // An upload R2 already forgot (completed or aborted elsewhere) has nothing left to remove.
  await Promise.allSettled(work);
}

/** The saved tail's bytes, segment by segment; each must have the length the Durable Object recorded. */
export async function readTail(bucket: R2Bucket, segments: TailSegment[]): Promise<Uint8Array[]> {
  return Promise.all(
    segments.map(async ({ key, length }) => {
      const object = await bucket.get(key);
      if (!object) throw new Error(`upload tail ${key} is missing`);
      const bytes = new Uint8Array(await object.arrayBuffer());
      if (bytes.byteLength !== length)
        throw new Error(`upload tail ${key} has ${bytes.byteLength} bytes, not ${length}`);
      return bytes;
    }),
  );
}

/** SHA-256 and size of a stored object, read back from R2 so the hash is of what was really stored. */
export async function hashStoredObject(bucket: R2Bucket, key: string): Promise<{ sha256: string; size: number }> {
  const object = await bucket.get(key);
  if (!object) throw new Error(`object ${key} is missing after completion`);
  const digest = new crypto.DigestStream('SHA-256');
  await object.body.pipeTo(digest);
  return { sha256: hex(await digest.digest), size: object.size };
}
