import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { hashFile } from './hash-file.ts';
import { Library, VerifyError } from './library.ts';

const seedMedia = join(import.meta.dirname, '../../../../tools/seed/media');
const writer = join(import.meta.dirname, 'fixtures/crash-writer.ts');
// Node itself with tsx's loader (not the tsx CLI, which would stand between the test and the kill).
const tsxLoader = pathToFileURL(join(import.meta.dirname, '../../../../node_modules/tsx/dist/loader.mjs')).href;
const dirs: string[] = [];

async function tempLibraryDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dtm-library-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function* chunksOf(bytes: Uint8Array, size = 8192) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** Runs the crash writer; resolves with its output and whether it was killed. */
function runWriter(dir: string, count: number, crashAt = '', killAfterMs?: number) {
  return new Promise<{ stdout: string; signal: NodeJS.Signals | null }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, writer, dir, String(count), crashAt], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (data: Buffer) => {
      stdout += data.toString();
    });
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve({ stdout, signal });
    });
  });
}

/** What a consistent library looks like: every entry's file there with its checksum, nothing else. */
async function expectConsistent(dir: string) {
  const { library, recovery } = await Library.open(dir);
  const files = (await readdir(library.filesDir)).sort();
  expect(files).toEqual(
    library
      .entries()
      .map((e) => `${e.sha256}.${e.container}`)
      .sort(),
  );
  for (const entry of library.entries()) {
    expect(await hashFile(library.pathOf(entry))).toEqual({ sha256: entry.sha256, size: entry.size });
  }
  expect(await readdir(library.tempDir)).toEqual([]);
  return { library, recovery };
}

describe('Library', () => {
  it('stores a video under its checksum with its name, size, duration and source', async () => {
    const dir = await tempLibraryDir();
    const { library } = await Library.open(dir);
    const bytes = await readFile(join(seedMedia, 'demo-character.mp4'));
    const staged = await library.stage(chunksOf(bytes));
    const entry = await library.commit(staged, {
      name: 'Captain Crayon',
      source: { kind: 'download', remoteId: 'c_1' },
    });
    expect(entry).toMatchObject({ name: 'Captain Crayon', size: bytes.length, container: 'mp4', durationMs: 3000 });
    expect(await readFile(library.pathOf(entry))).toEqual(bytes);
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
    expect(index.entries).toEqual([entry]);

    // The same video again is not stored twice.
    const again = await library.commit(await library.stage(chunksOf(bytes)), {
      name: 'Copy',
      source: { kind: 'usb', path: '/x.mp4' },
    });
    expect(again).toEqual(entry);
    expect(library.entries()).toHaveLength(1);
    expect(await readdir(library.tempDir)).toEqual([]);
  });

  it('refuses a file whose checksum is not the expected one, and keeps the library as it was', async () => {
    const { library } = await Library.open(await tempLibraryDir());
    const bytes = await readFile(join(seedMedia, 'dancing-dragon.webm'));
    const staged = await library.stage(chunksOf(bytes));
    await expect(
      library.commit(staged, { name: 'X', source: { kind: 'usb', path: '/x' }, expectedSha256: 'f'.repeat(64) }),
    ).rejects.toMatchObject({ reason: 'checksum' });
    expect(library.entries()).toEqual([]);
    expect(await readdir(library.tempDir)).toEqual([]);
    expect(await readdir(library.filesDir)).toEqual([]);
  });

  it('refuses a file that is not a video', async () => {
    const { library } = await Library.open(await tempLibraryDir());
    const staged = await library.stage(chunksOf(await readFile(join(seedMedia, 'demo-artwork.png'))));
    await expect(library.commit(staged, { name: 'X', source: { kind: 'usb', path: '/x' } })).rejects.toBeInstanceOf(
      VerifyError,
    );
    expect(library.entries()).toEqual([]);
  });

  it('removes entries from the index and their files', async () => {
    const { library } = await Library.open(await tempLibraryDir());
    const staged = await library.stage(chunksOf(await readFile(join(seedMedia, 'waving-robot.webm'))));
    const entry = await library.commit(staged, { name: 'Robot', source: { kind: 'usb', path: '/r.webm' } });
    expect(await library.remove([entry.sha256])).toEqual([entry]);
    expect(library.entries()).toEqual([]);
    expect(await readdir(library.filesDir)).toEqual([]);
  });

  it('clears leftovers of an interrupted write when it opens', async () => {
    const dir = await tempLibraryDir();
    const { library } = await Library.open(dir);
    await writeFile(join(library.tempDir, 'half-copied.part'), 'half');
    await writeFile(join(library.filesDir, `${'a'.repeat(64)}.webm`), 'renamed but never indexed');
    const { recovery } = await expectConsistent(dir);
    expect(recovery).toEqual({ removedTemp: 1, removedOrphans: 1, droppedEntries: 0 });
  });
});

// Each test starts writer processes (Node with tsx): a few seconds each on a busy machine, beyond
// the default 5 s. A test cut short also leaves its writer behind, writing into a removed folder.
const ONE_WRITER_MS = 60_000;

describe('Library after a power cut (the writer process is killed)', () => {
  // Each step of a commit, on the 2nd file: the library must hold 1 (old) or 2 (new) entries.
  for (const step of ['staged', 'verified', 'renamed', 'indexed'] as const) {
    it(
      `keeps the old or the new library when killed at "${step}"`,
      async () => {
        const dir = await tempLibraryDir();
        const run = await runWriter(dir, 3, `${step}:2`);
        expect(run.signal).toBe('SIGKILL');
        expect(run.stdout).toBe('committed 1\n');
        const { library } = await expectConsistent(dir);
        const names = library.entries().map((e) => e.name);
        if (step === 'indexed') expect(names).toEqual(['Animation 1', 'Animation 2']);
        else expect(names).toEqual(['Animation 1']);
      },
      ONE_WRITER_MS,
    );
  }

  it(
    'keeps the old or the new library when killed between removing the entry and its file',
    async () => {
      const dir = await tempLibraryDir();
      const run = await runWriter(dir, 2, 'unindexed:1');
      expect(run.signal).toBe('SIGKILL');
      const { library, recovery } = await expectConsistent(dir);
      expect(library.entries().map((e) => e.name)).toEqual(['Animation 2']);
      expect(recovery.removedOrphans).toBe(1);
    },
    ONE_WRITER_MS,
  );

  it(
    'stays consistent when killed at random moments, and the next run completes',
    async () => {
      const dir = await tempLibraryDir();
      for (const ms of [350, 500, 650, 800]) {
        await runWriter(dir, 6, '', ms);
        const { library } = await expectConsistent(dir);
        const names = library.entries().map((e) => e.name);
        // Whatever survived is a prefix of what the writer commits, in order, without gaps.
        expect(names).toEqual(names.map((_, i) => `Animation ${i + 1}`));
      }
      const finished = await runWriter(dir, 6);
      expect(finished.stdout).toContain('done');
      const { library } = await expectConsistent(dir);
      expect(library.entries()).toHaveLength(6);
    },
    5 * ONE_WRITER_MS,
  );
});
