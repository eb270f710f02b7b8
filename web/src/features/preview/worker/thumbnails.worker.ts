/// <reference lib="webworker" />
import { type Motion, motionFor } from '@dtm/animate';
import {
  posedThumbnail,
  type ThumbnailPlacement,
  type ThumbnailRig,
  thumbnailPlacement,
  thumbnailRig,
} from '../ui/thumbnail-pose';
import { clearThumbnail, drawThumbnail, type ThumbnailTexture, thumbnailTexture } from '../ui/thumbnail-raster';
import type { ThumbnailReply, ThumbnailRequest, ThumbnailStart } from './thumbnail-messages';

// The motion browser's thumbnails loop here, off the page's thread, so the big stage keeps its
// frame budget: a low frame rate, only the thumbnails on screen, nothing while the page is hidden.

/** Thumbnail frames per second. */
const FPS = 10;
/** The loop phase a still thumbnail shows (reduced motion): a quarter in, where most motions are under way. */
const STILL_PHASE = 0.25;

type Thumbnail = {
  name: string;
  motion: Motion | null;
  context: OffscreenCanvasRenderingContext2D;
  visible: boolean;
  /** When it is drawn next (performance.now()): the thumbnails take turns, a few each screen frame. */
  due: number;
};

type Figure = {
  rig: ThumbnailRig;
  placement: ThumbnailPlacement;
  texture: ThumbnailTexture;
  size: number;
  positions: Float64Array;
  pixels: ImageData;
};

let figure: Figure | null = null;
const thumbnails: Thumbnail[] = [];
let playing = false;
let waiting = false;
const started = performance.now();
let statsSince = performance.now();
let statsFrames = 0;
let statsMs = 0;

function post(reply: ThumbnailReply) {
  (self as unknown as Worker).postMessage(reply);
}

/** Draws one thumbnail at loop phase `phase`; false when its motion cannot be posed. */
function draw(thumbnail: Thumbnail, phase: number): boolean {
  if (!figure || !thumbnail.motion) return false;
  const { rig, placement, texture, size, positions, pixels } = figure;
  try {
    posedThumbnail(rig, thumbnail.motion, phase, placement, positions);
  } catch {
    return false;
  }
  clearThumbnail(pixels.data);
  drawThumbnail(pixels.data, size, texture, rig.mesh.triangles, rig.mesh.positions, positions);
  thumbnail.context.putImageData(pixels, 0, 0);
  return true;
}

function fail(thumbnail: Thumbnail) {
  thumbnail.motion = null;
  post({ type: 'failed', motion: thumbnail.name });
}

function tick(now: number) {
  const began = performance.now();
  const seconds = (began - started) / 1000;
  const period = 1000 / FPS;
  let drawn = 0;
  for (const thumbnail of thumbnails) {
    if (!thumbnail.visible || !thumbnail.motion || now < thumbnail.due) continue;
    // A few milliseconds early counts as on time: screen frames come every 16.7 ms (8.3 at 120 Hz).
    thumbnail.due = Math.max(thumbnail.due + period, now + period - 5);
    const motion = thumbnail.motion;
    if (draw(thumbnail, (((seconds / motion.seconds) % 1) + 1) % 1)) drawn++;
    else fail(thumbnail);
  }
  const ended = performance.now();
  statsFrames += drawn;
  statsMs += ended - began;
  if (ended - statsSince >= 1000) {
    post({
      type: 'stats',
      msPerFrame: statsFrames ? statsMs / statsFrames : 0,
      framesPerSecond: (statsFrames * 1000) / (ended - statsSince),
    });
    statsSince = ended;
    statsFrames = 0;
    statsMs = 0;
  }
}

/**
 * The worker's own animation frames where it has them (Chrome, Safari, Firefox): thumbnails are
 * drawn in step with the screen's frames, so the compositor shows them with the stage's next frame
 * instead of drawing a frame of its own for them; a timer elsewhere.
 */
const nextFrame: (callback: (now: number) => void) => void =
  typeof self.requestAnimationFrame === 'function'
    ? (callback) => self.requestAnimationFrame(callback)
    : (callback) => setTimeout(() => callback(performance.now()), 1000 / 60);

function loop(now: number) {
  waiting = false;
  if (!playing || !figure) return;
  tick(now);
  schedule();
}

function schedule() {
  if (playing && !waiting) {
    waiting = true;
    nextFrame(loop);
  }
}

function start(request: ThumbnailStart) {
  const { image, mask, skeleton, joints, size } = request;
  playing = request.playing;
  try {
    const rig = thumbnailRig(mask, joints, skeleton);
    const placement = thumbnailPlacement(mask, size);
    figure = {
      rig,
      placement,
      texture: thumbnailTexture(image, mask, placement),
      size,
      positions: new Float64Array(rig.mesh.positions.length),
      pixels: new ImageData(size, size),
    };
  } catch {
    figure = null;
  }
  for (const { motion: name, canvas } of request.thumbnails) {
    const context = canvas.getContext('2d');
    if (!context) continue;
    const thumbnail: Thumbnail = {
      name,
      motion: null,
      context,
      visible: false,
      due: performance.now() + (thumbnails.length * 1000) / FPS / request.thumbnails.length,
    };
    thumbnails.push(thumbnail);
    try {
      thumbnail.motion = { ...motionFor(skeleton, name, joints), name };
    } catch {
      fail(thumbnail);
      continue;
    }
    // Each thumbnail's first frame (or its still), drawn once whether on screen or not.
    if (draw(thumbnail, playing ? 0 : STILL_PHASE)) post({ type: 'ready', motion: name });
    else fail(thumbnail);
  }
  schedule();
}

self.onmessage = (event: MessageEvent<ThumbnailRequest>) => {
  const request = event.data;
  if (request.type === 'start') start(request);
  else if (request.type === 'visible') {
    const thumbnail = thumbnails.find((item) => item.name === request.motion);
    if (thumbnail) thumbnail.visible = request.visible;
  } else {
    // Paused, each thumbnail keeps the frame it shows, and no work is left to count.
    playing = request.playing;
    if (!playing) post({ type: 'stats', msPerFrame: 0, framesPerSecond: 0 });
    schedule();
  }
};
