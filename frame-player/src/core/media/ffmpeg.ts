import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { NoSpaceError } from './free-space.ts';
import type { Panel } from './plan.ts';

/** The system's ffmpeg, checked once: its path and whether it has the H.264 encoder. */
export interface Ffmpeg {
  path: string;
  /** The ffprobe beside it, when there is one. */
  probe: string | null;
}

function run(command: string, args: string[], timeoutMs = 10_000): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < 1_000_000) stdout += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', () => {
      clearTimeout(timer);
      resolve({ code: null, stdout: '' });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout });
    });
  });
}

const found = new Map<string, Promise<Ffmpeg | null>>();

/**
 * The system's ffmpeg when it is installed and can encode H.264 (libx264), else null. `command` is
 * a path or a name on PATH; `null` means "do not convert" (tests, or a frame set up without it).
 */
export function findFfmpeg(command: string | null = 'ffmpeg'): Promise<Ffmpeg | null> {
  if (command === null) return Promise.resolve(null);
  let pending = found.get(command);
  if (!pending) {
    pending = run(command, ['-hide_banner', '-encoders']).then(async ({ code, stdout }) => {
      if (code !== 0 || !/\blibx264\b/.test(stdout)) return null;
      const probe = command.replace(/ffmpeg([^/]*)$/, 'ffprobe$1');
      const probed = probe !== command ? await run(probe, ['-version']) : { code: 1 };
      return { path: command, probe: probed.code === 0 ? probe : null };
    });
    found.set(command, pending);
  }
  return pending;
}

export interface ConvertOptions {
  input: string;
  output: string;
  panel: Panel;
  /** The output frame rate, or null to keep the source's. */
  fps: number | null;
  /** The source's duration, for progress; null reports none until the end. */
  durationMs: number | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** ffmpeg failed on the file (damaged, or a format it cannot read): the message is its last error line. */
export class ConvertError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConvertError';
  }
}

/** A scale that makes the picture cover the panel in its own orientation, never larger, even sizes (x264 wants them). */
function scaleFilter(panel: Panel): string {
  const long = Math.max(panel.width, panel.height);
  const short = Math.min(panel.width, panel.height);
  const s = `min(1\\,max(${long}/max(iw\\,ih)\\,${short}/min(iw\\,ih)))`;
  return `scale=w=trunc(iw*${s}/2)*2:h=trunc(ih*${s}/2)*2:flags=bicubic`;
}

/** The arguments of one conversion (exported for the tests and the benchmark's log). */
export function convertArgs(options: Omit<ConvertOptions, 'onProgress' | 'signal'>): string[] {
  const filters = [scaleFilter(options.panel), ...(options.fps ? [`fps=${options.fps}`] : []), 'format=yuv420p'];
  return [
    ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', options.input],
    // The frame plays muted: the first video stream only, no sound, subtitles or data tracks.
    ...['-map', '0:v:0', '-an', '-sn', '-dn', '-vf', filters.join(',')],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
    ...['-movflags', '+faststart', '-progress', 'pipe:1', '-nostats', '-f', 'mp4', options.output],
  ];
}

/**
 * Converts a video to H.264 MP4 at the panel's size with the system's ffmpeg, reporting progress
 * from `-progress`. The caller owns `output` (a temp path): on failure it may hold a partial file.
 */
export function convertVideo(ffmpeg: Ffmpeg, options: ConvertOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(ffmpeg.path, convertArgs(options), { stdio: ['ignore', 'pipe', 'pipe'] });
    // Playback comes first on a small board: the conversion gets what the page leaves.
    if (child.pid) {
      try {
        setPriority(child.pid, 15);
      } catch {
        // Not allowed to change it (a sandbox): convert at normal priority.
      }
    }
    let stderr = '';
    let lines = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      lines += chunk.toString('utf8');
      const parts = lines.split('\n');
      lines = parts.pop() ?? '';
      for (const line of parts) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && options.durationMs) {
          options.onProgress?.(Math.min(1, Number(match[1]) / 1000 / options.durationMs));
        }
      }
    });
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', abort);
      if (options.signal?.aborted) return reject(options.signal.reason);
      if (code === 0) {
        options.onProgress?.(1);
        return resolve();
      }
      if (/No space left on device/i.test(stderr))
        return reject(new NoSpaceError('the disk filled up while converting'));
      const last = stderr.trim().split('\n').pop() ?? `ffmpeg exited with ${code}`;
      reject(new ConvertError(last.slice(0, 300)));
    });
  });
}
