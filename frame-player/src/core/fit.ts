import type { FrameSize } from '@dtm/shared/constants';
import { FRAME_PANELS } from '@dtm/shared/constants';

/** How the frame stands on the shelf; the panels are landscape natively. */
export type Orientation = 'landscape' | 'portrait';

/** `contain` shows the whole video with bars; `cover` fills the panel and crops the overflow. */
export type FitMode = 'contain' | 'cover';

export interface Size {
  width: number;
  height: number;
}

/** Where the scaled video lands on the panel, in panel pixels (offsets are negative when cropped). */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
  /** Which panel edges show background: `top-bottom` is letterbox, `left-right` pillarbox. */
  bars: 'none' | 'top-bottom' | 'left-right';
}

/** The panel's size in pixels as the viewer sees it, for a frame size and orientation. */
export function panelSize(frameSize: FrameSize, orientation: Orientation): Size {
  const { width, height } = FRAME_PANELS[frameSize];
  return orientation === 'landscape' ? { width, height } : { width: height, height: width };
}

function assertDimensions(what: string, size: Size): void {
  for (const value of [size.width, size.height]) {
    if (!Number.isInteger(value) || value <= 0) {
      throw new RangeError(`${what} must have positive integer dimensions, got ${size.width}x${size.height}`);
    }
  }
}

/** Scales a video of `video` pixels onto `panel`, keeping its aspect ratio, centred. */
export function fitVideo(video: Size, panel: Size, mode: FitMode): Placement {
  assertDimensions('video', video);
  assertDimensions('panel', panel);
  const scaleX = panel.width / video.width;
  const scaleY = panel.height / video.height;
  const scale = mode === 'contain' ? Math.min(scaleX, scaleY) : Math.max(scaleX, scaleY);
  // The side that decided the scale matches the panel exactly; rounding the other one is
  // what keeps a 1px sliver of bar from appearing on an exact-fit edge.
  const width = scale === scaleX ? panel.width : Math.round(video.width * scale);
  const height = scale === scaleY ? panel.height : Math.round(video.height * scale);
  const x = Math.round((panel.width - width) / 2);
  const y = Math.round((panel.height - height) / 2);
  let bars: Placement['bars'] = 'none';
  if (mode === 'contain' && width < panel.width) bars = 'left-right';
  else if (mode === 'contain' && height < panel.height) bars = 'top-bottom';
  return { x, y, width, height, scale, bars };
}
