import { FRAME_PANELS, type FrameSize } from '@dtm/shared/constants';

export type Orientation = 'landscape' | 'portrait';
export type FitMode = 'contain' | 'cover';
export type Rect = { x: number; y: number; width: number; height: number };

/** The panel's drawing area in pixels for a frame size and the way the frame stands. */
export function panelSize(size: FrameSize, orientation: Orientation): { width: number; height: number } {
  const panel = FRAME_PANELS[size];
  return orientation === 'landscape' ? { ...panel } : { width: panel.height, height: panel.width };
}

/**
 * Where a video of `video` pixels is drawn on the panel: `contain` shows all of it (letterbox
 * bars), `cover` fills the panel (cropping the overflow). Whole pixels, centred.
 */
export function fitVideo(
  video: { width: number; height: number },
  panel: { width: number; height: number },
  mode: FitMode = 'contain',
): Rect {
  if (video.width <= 0 || video.height <= 0) throw new RangeError('A video needs a positive width and height.');
  const scaleX = panel.width / video.width;
  const scaleY = panel.height / video.height;
  const scale = mode === 'contain' ? Math.min(scaleX, scaleY) : Math.max(scaleX, scaleY);
  const width = Math.round(video.width * scale);
  const height = Math.round(video.height * scale);
  return { x: Math.round((panel.width - width) / 2), y: Math.round((panel.height - height) / 2), width, height };
}
