import { createHash, randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { NoSpaceError } from '../media/free-space.ts';
import { SNIFF_BYTES, sniffContainer } from '../playable.ts';
import { fsyncDir, writeFileAtomic } from './atomic-file.ts';
import { ClipFailures } from './clip-failures.ts';
import { hashFile } from './hash-file.ts';
import { fileTruncation, INCOMPLETE } from './incomplete.ts';
import { EMPTY_INDEX, type Entry, fileNameOf, IndexSchema, type LibraryIndex, type Source } from './library-index.ts';
import { readDurationMs } from './media-duration.ts';

/** Points inside a commit where a test may stop the process to simulate a power cut. */
export type CommitStep = 'staged' | 'verified' | 'renamed' | 'indexed' | 'unindexed';

export interface LibraryOptions {
  /** Called at each step of a write; the crash tests kill the process here. */
  onStep?: (step: CommitStep) => void | Promise<void>;
  /** Called before each chunk is written to a temp file (the tests make the disk "fill up" here). */
  onWrite?: (writtenBytes: number) => void | Promise<void>;
}

/** A file written and fsynced into the library's temp folder, not yet part of the library. */
export interface Staged {
  path: string;
  sha256: string;
  size: number;
}

export interface CommitInput {
  name: string;
  source: Source;
  /** The checksum the file must have (from the shop's manifest or API); otherwise the one seen while copying. */
  expectedSha256?: string;
  expectedSize?: number;
}

/** The file is not what it claims to be: a checksum or size mismatch, or not a playable video. */
export class VerifyError extends Error {
  constructor(
    message: string,
    readonly reason: 'checksum' | 'size' | 'not-playable',
  ) {
    super(message);
    this.name = 'VerifyError';
  }
}

export interface RecoveryReport {
  removedTemp: number;
  removedOrphans: number;
  droppedEntries: number;
}

/**
 * The player's local store: content-addressed files under `files/`, a small `index.json`, and a
 * `tmp/` folder for writes in progress. Every change is temp file, fsync, verify, rename, then an
 * atomic index write, so a power cut at any moment leaves the old or the new library.
 */
export class Library {
  private index: LibraryIndex = EMPTY_INDEX;
  /** Clips that fail at every start (clip-failures.json next to the index); opened with the library. */
  failures!: ClipFailures;
  /** Commits and removals run one at a time so index writes never interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly dir: string,
    private readonly options: LibraryOptions,
  ) {}

  get filesDir(): string {
    return join(this.dir, 'files');
  }
  get tempDir(): string {
    return join(this.dir, 'tmp');
  }
  /** Downloads in progress, kept across restarts so they resume (owned by the downloader). */
  get partialDir(): string {
    return join(this.dir, 'partial');
  }
  private get indexPath(): string {
    return join(this.dir, 'index.json');
  }

  /** Opens (or creates) the library at `dir` and clears what an interrupted write left behind. */
  static async open(
    dir: string,
    options: LibraryOptions = {},
  ): Promise<{ library: Library; recovery: RecoveryReport }> {
    const library = new Library(dir, options);
    for (const sub of [library.filesDir, library.tempDir, library.partialDir]) await mkdir(sub, { recursive: true });
    const recovery = await library.recover();
    library.failures = await ClipFailures.open(dir, library.tempDir);
    return { library, recovery };
  }

  entries(): readonly Entry[] {
    return this.index.entries;
  }

  /** What plays: the entries without the clips taken out of the rotation for failing at every start. */
  rotation(): readonly Entry[] {
    return this.index.entries.filter((entry) => !this.failures.isOut(entry.sha256));
  }

  find(sha256: string): Entry | undefined {
    return this.index.entries.find((entry) => entry.sha256 === sha256);
  }

  pathOf(entry: Pick<Entry, 'sha256' | 'container'>): string {
    return join(this.filesDir, fileNameOf(entry));
  }

  /** A fresh path in the temp folder (cleared at every start); the extension lets the page's decode check sniff it. */
  tempPath(extension = 'part'): string {
    return join(this.tempDir, `${randomUUID()}.${extension}`);
  }

  /**
   * Writes a stream into the temp folder, hashing as it goes, and fsyncs it. On any error (the
   * drive was pulled, the signal aborted) the temp file is removed and the error rethrown.
   */
  async stage(
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    options: { onBytes?: (bytes: number) => void; signal?: AbortSignal; extension?: string } = {},
  ): Promise<Staged> {
    const path = this.tempPath(options.extension);
    const handle = await open(path, 'wx');
    const hash = createHash('sha256');
    let size = 0;
    try {
      for await (const chunk of chunks) {
        options.signal?.throwIfAborted();
        await this.options.onWrite?.(size);
        await writeAll(handle, chunk);
        hash.update(chunk);
        size += chunk.length;
        options.onBytes?.(chunk.length);
      }
      options.signal?.throwIfAborted();
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(path, { force: true });
      throw error;
    }
    await handle.close();
    await this.options.onStep?.('staged');
    return { path, sha256: hash.digest('hex'), size };
  }

  /**
   * Stages a file something else wrote into the temp folder (a conversion's output): fsyncs it and
   * hashes it from disk. The file is removed on failure, like a failed `stage`.
   */
  async adopt(path: string): Promise<Staged> {
    try {
      const handle = await open(path, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      const { sha256, size } = await hashFile(path);
      await this.options.onStep?.('staged');
      return { path, sha256, size };
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  /** Drops a staged file that will not be committed (refused by a check). */
  async discard(staged: Staged): Promise<void> {
    await rm(staged.path, { force: true });
  }

  /**
   * Makes a staged file part of the library: re-reads it from disk and checks it against the
   * expected checksum and size, checks it is a video the page can play, renames it to its
   * content address and writes the new index. A file already in the library is not stored twice.
   */
  commit(staged: Staged, input: CommitInput): Promise<Entry> {
    return this.serially(async () => {
      try {
        const onDisk = await hashFile(staged.path);
        const expected = input.expectedSha256 ?? staged.sha256;
        if (input.expectedSize !== undefined && onDisk.size !== input.expectedSize) {
          throw new VerifyError(`size ${onDisk.size} is not the expected ${input.expectedSize}`, 'size');
        }
        if (onDisk.sha256 !== expected || onDisk.sha256 !== staged.sha256) {
          throw new VerifyError(`checksum ${onDisk.sha256} is not the expected ${expected}`, 'checksum');
        }
        const container = sniffContainer(await readHead(staged.path));
        if (!container) throw new VerifyError('not an MP4, MOV or WebM video', 'not-playable');
        // Media data past the end of the file: it would play its first seconds, then fail at every start.
        if (container === 'mp4' && (await fileTruncation(staged.path)))
          throw new VerifyError(INCOMPLETE, 'not-playable');
        await this.options.onStep?.('verified');

        const existing = this.find(onDisk.sha256);
        if (existing) {
          // A new copy of a clip out of the rotation replaces the file that failed (a bad SD card
          // sector reads fine in a new place) and brings the clip back; otherwise it is not stored twice.
          if (this.failures.isOut(existing.sha256)) {
            await rename(staged.path, this.pathOf(existing));
            await fsyncDir(this.filesDir);
            console.warn(`[library] ${existing.name}: a new copy arrived, back in the rotation`);
          } else await rm(staged.path, { force: true });
          await this.failures.cleared(existing.sha256);
          return existing;
        }
        const entry: Entry = {
          sha256: onDisk.sha256,
          name: input.name.slice(0, 200),
          size: onDisk.size,
          container,
          durationMs: await readDurationMs(staged.path, container),
          source: input.source,
          addedAt: new Date().toISOString(),
        };
        await rename(staged.path, this.pathOf(entry));
        await fsyncDir(this.filesDir);
        await this.options.onStep?.('renamed');
        await this.writeIndex({ version: 1, entries: [...this.index.entries, entry] });
        await this.options.onStep?.('indexed');
        await this.failures.cleared(entry.sha256);
        return entry;
      } catch (error) {
        await rm(staged.path, { force: true });
        throw error;
      }
    });
  }

  /** Removes entries (the index first, then the files, so a cut in between leaves only an orphan). */
  remove(sha256s: readonly string[]): Promise<Entry[]> {
    return this.serially(async () => {
      const drop = new Set(sha256s);
      const removed = this.index.entries.filter((entry) => drop.has(entry.sha256));
      if (removed.length === 0) return [];
      await this.writeIndex({ version: 1, entries: this.index.entries.filter((entry) => !drop.has(entry.sha256)) });
      await this.options.onStep?.('unindexed');
      for (const entry of removed) await rm(this.pathOf(entry), { force: true });
      for (const entry of removed) await this.failures.cleared(entry.sha256);
      return removed;
    });
  }

  /** Renames an entry (a name changed in the shop); the file stays as it is. */
  rename(sha256: string, name: string): Promise<void> {
    return this.serially(async () => {
      if (!this.find(sha256)) return;
      const entries = this.index.entries.map((entry) => (entry.sha256 === sha256 ? { ...entry, name } : entry));
      await this.writeIndex({ version: 1, entries });
    });
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async writeIndex(next: LibraryIndex): Promise<void> {
    await writeFileAtomic(this.indexPath, `${JSON.stringify(next, null, 2)}\n`, this.tempDir);
    this.index = next;
  }

  /**
   * Clears the temp folder, drops index entries whose file is missing or the wrong size, and
   * deletes files the index does not list (renamed into place just before a power cut).
   */
  private async recover(): Promise<RecoveryReport> {
    const report: RecoveryReport = { removedTemp: 0, removedOrphans: 0, droppedEntries: 0 };
    for (const name of await readdir(this.tempDir)) {
      await rm(join(this.tempDir, name), { recursive: true, force: true });
      report.removedTemp += 1;
    }
    this.index = await this.readIndex();
    const kept: Entry[] = [];
    for (const entry of this.index.entries) {
      const size = await stat(this.pathOf(entry)).then(
        (s) => s.size,
        () => -1,
      );
      if (size === entry.size && !kept.some((k) => k.sha256 === entry.sha256)) kept.push(entry);
    }
    report.droppedEntries = this.index.entries.length - kept.length;
    if (report.droppedEntries > 0) await this.writeIndex({ version: 1, entries: kept });
    const listed = new Set(kept.map(fileNameOf));
    for (const name of await readdir(this.filesDir)) {
      if (listed.has(name)) continue;
      await rm(join(this.filesDir, name), { recursive: true, force: true });
      report.removedOrphans += 1;
    }
    if (report.removedTemp + report.removedOrphans > 0) {
      await fsyncDir(this.filesDir);
      await fsyncDir(this.tempDir);
    }
    return report;
  }

  private async readIndex(): Promise<LibraryIndex> {
    let text: string;
    try {
      text = await readFile(this.indexPath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_INDEX;
      throw error;
    }
    // Atomic writes mean a half-written index cannot happen; a damaged disk can. Start empty
    // rather than crash-loop: the files become orphans and the sync fetches them again.
    const parsed = IndexSchema.safeParse(safeJson(text));
    if (!parsed.success) console.error('[library] index.json unreadable; starting with an empty library');
    return parsed.success ? parsed.data : EMPTY_INDEX;
  }
}

/**
 * Writes all of `chunk`: a write that takes fewer bytes (a disk filling up, some file systems say
 * so this way before ENOSPC) is continued, and one that takes none is a full disk, never a file
 * that only later fails its checksum as "damaged".
 */
async function writeAll(handle: FileHandle, chunk: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
    if (bytesWritten <= 0) throw new NoSpaceError('the disk filled up while writing');
    offset += bytesWritten;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
