import { execFile } from 'node:child_process';
import { codecOf, type VideoInfo } from './probe.ts';

/** ffprobe's codec names for the codecs the plan tells apart. */
const NAMES: Record<string, string> = { h264: 'avc1', hevc: 'hvc1', vp8: 'vp08', vp9: 'vp09', av1: 'av01' };

function rate(text: string | undefined): number | null {
  const [num, den] = (text ?? '').split('/').map(Number);
  if (!num || !den) return null;
  return Math.round((num / den) * 100) / 100;
}

/**
 * Fills what the bytes did not say (the codec of an AVI or an odd QuickTime file, the frame rate
 * of a WebM without DefaultDuration) from the system's ffprobe. Returns the info unchanged when
 * ffprobe fails or is not there.
 */
export function refineWithFfprobe(ffprobe: string, path: string, info: VideoInfo): Promise<VideoInfo> {
  const args = [
    ...['-v', 'error', '-select_streams', 'v:0', '-of', 'json'],
    ...['-show_entries', 'stream=codec_name,width,height,avg_frame_rate,r_frame_rate:format=duration', path],
  ];
  return new Promise((resolve) => {
    execFile(ffprobe, args, { timeout: 20_000, maxBuffer: 1024 * 1024 }, (error, stdout) => {
      if (error) return resolve(info);
      try {
        const parsed = JSON.parse(stdout) as {
          streams?: Array<{
            codec_name?: string;
            width?: number;
            height?: number;
            avg_frame_rate?: string;
            r_frame_rate?: string;
          }>;
          format?: { duration?: string };
        };
        const stream = parsed.streams?.[0];
        if (!stream) return resolve(info);
        const tag = stream.codec_name ? (NAMES[stream.codec_name] ?? stream.codec_name) : null;
        const seconds = Number(parsed.format?.duration);
        resolve({
          ...info,
          codec: info.codec === 'unknown' ? codecOf(tag) : info.codec,
          codecTag: info.codecTag ?? tag,
          width: info.width ?? stream.width ?? null,
          height: info.height ?? stream.height ?? null,
          fps: info.fps ?? rate(stream.avg_frame_rate) ?? rate(stream.r_frame_rate),
          durationMs: info.durationMs ?? (Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null),
        });
      } catch {
        resolve(info);
      }
    });
  });
}
