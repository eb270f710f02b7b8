/** Received chunks waiting to become an R2 part: appended at the end, taken from the front. */
export class ByteQueue {
  private chunks: Uint8Array[] = [];
  size = 0;

  push(chunk: Uint8Array) {
    if (chunk.byteLength === 0) return;
    this.chunks.push(chunk);
    this.size += chunk.byteLength;
  }

  /** Puts bytes that come before everything queued (an earlier request's saved tail). */
  unshift(chunks: Uint8Array[]) {
    const nonEmpty = chunks.filter((chunk) => chunk.byteLength > 0);
    this.chunks = [...nonEmpty, ...this.chunks];
    this.size += nonEmpty.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  }

  /** The first `count` bytes (fewer if fewer are queued), without removing them. */
  peek(count: number): Uint8Array {
    return this.copy(Math.min(count, this.size), false);
  }

  /** Removes and returns the first `count` bytes as one array. */
  take(count: number): Uint8Array {
    return this.copy(Math.min(count, this.size), true);
  }

  takeAll(): Uint8Array {
    return this.take(this.size);
  }

  private copy(count: number, remove: boolean): Uint8Array {
    const out = new Uint8Array(count);
    let filled = 0;
    let used = 0;
    while (filled < count) {
      const chunk = this.chunks[used];
      if (!chunk) break;
      const wanted = count - filled;
      if (chunk.byteLength <= wanted) {
        out.set(chunk, filled);
        filled += chunk.byteLength;
        used += 1;
      } else {
        out.set(chunk.subarray(0, wanted), filled);
        filled += wanted;
        if (remove) this.chunks[used] = chunk.subarray(wanted);
        break;
      }
    }
    if (remove) {
      this.chunks = this.chunks.slice(used);
      this.size -= count;
    }
    return out;
  }
}
