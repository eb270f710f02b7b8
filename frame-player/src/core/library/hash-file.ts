import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** SHA-256 (hex) and size of a file, read from disk (after fsync: what a reboot would find). */
export async function hashFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}
