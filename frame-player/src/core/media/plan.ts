import type { VideoInfo } from './probe.ts';

/** The panel in pixels (landscape; a portrait frame plays the same pixels turned). */
export interface Panel {
  width: number;
  height: number;
}

/** The 5" and 7" frames' panels (README); the 7" when the config does not say. */
export function panelOf(frameSize: '5' | '7' | undefined): Panel {
  return frameSize === '5' ? { width: 800, height: 480 } : { width: 1024, height: 600 };
}

/** Frame rates above this are halved (60 -> 30, 50 -> 25) or capped at 30. */
const MAX_FPS = 31;
/** Downscale only when it saves much: 1080p on either panel, 720p on the 5". */
const DOWNSCALE_BELOW = 0.75;

export type ConvertReason = 'codec' | 'container' | 'size' | 'fps';

export type ImportPlan =
  | { action: 'copy' }
  | { action: 'convert'; reasons: ConvertReason[]; fps: number | null }
  /** Chromium cannot play it and there is no converter: say so, copy nothing. */
  | { action: 'refuse'; message: string };

const CODEC_NAMES: Record<VideoInfo['codec'], string> = {
  h264: 'H.264 videos',
  hevc: 'HEVC videos',
  vp8: 'VP8 videos',
  vp9: 'VP9 videos',
  av1: 'AV1 videos',
  other: 'this video format',
  unknown: 'this video format',
};

/** Whether the page's Chromium decodes this codec in this container (proprietary codecs: H.264 only, no HEVC). */
function chromiumPlays(info: VideoInfo): boolean {
  const { codec, sniffed } = info;
  if (sniffed.container === 'webm') return codec === 'vp8' || codec === 'vp9' || codec === 'av1' || codec === 'unknown';
  if (sniffed.container === 'mp4') return codec === 'h264' || codec === 'vp9' || codec === 'av1' || codec === 'unknown';
  return false;
}

/** The scale that makes the video cover the panel (in its own orientation), never above 1. */
export function scaleFor(info: Pick<VideoInfo, 'width' | 'height'>, panel: Panel): number {
  if (!info.width || !info.height) return 1;
  const long = Math.max(info.width, info.height);
  const short = Math.min(info.width, info.height);
  const panelLong = Math.max(panel.width, panel.height);
  const panelShort = Math.min(panel.width, panel.height);
  return Math.min(1, Math.max(panelLong / long, panelShort / short));
}

/** The frame rate a conversion writes: halves of 50/60 keep motion even, anything else caps at 30. */
export function targetFps(fps: number | null): number | null {
  if (fps === null || fps <= MAX_FPS) return null;
  if (fps >= 47 && fps <= 61) return Math.round(fps * 500) / 1000;
  return 30;
}

/**
 * What the import does with a video: copy it as it is, convert it to H.264 at the panel's size and
 * at most 30 fps (HEVC, other codecs, Matroska/AVI; and 1080p or 60 fps content so a small board
 * plays it smoothly), or refuse it when it cannot play and no converter is installed.
 */
export function planImport(info: VideoInfo, panel: Panel, canConvert: boolean): ImportPlan {
  const reasons: ConvertReason[] = [];
  if (info.sniffed.container === null) reasons.push('container');
  else if (!chromiumPlays(info)) reasons.push('codec');
  const mustConvert = reasons.length > 0;
  if (scaleFor(info, panel) < DOWNSCALE_BELOW) reasons.push('size');
  const fps = targetFps(info.fps);
  if (fps !== null) reasons.push('fps');

  if (mustConvert && !canConvert) {
    const what =
      info.sniffed.container === null ? `${info.sniffed.family.toUpperCase()} videos` : CODEC_NAMES[info.codec];
    return { action: 'refuse', message: `no converter for ${what}` };
  }
  // Without a converter, big or fast content that does play is kept as it is.
  if (reasons.length === 0 || !canConvert) return { action: 'copy' };
  return { action: 'convert', reasons, fps };
}

/** A generous guess of a conversion's output size (H.264 at the panel size, CRF 23): for the space check. */
export function estimateConvertedBytes(info: VideoInfo): number {
  const seconds = (info.durationMs ?? 0) / 1000;
  // About 4 Mbit/s is the ceiling seen for busy 1024x600 content at CRF 23 / veryfast.
  const byRate = seconds > 0 ? Math.ceil((seconds * 4_000_000) / 8) : info.size;
  return Math.min(info.size * 2, Math.max(byRate, 1024 * 1024));
}
