/** Frame sizes the preview video can be downloaded in (the frames' screens). */
export const VIDEO_SIZES = [
  { width: 800, height: 480 },
  { width: 1024, height: 600 },
] as const;

/**
 * What the recording is tried as, in order: WebM where the browser records it (Chrome, Firefox),
 * MP4 where it does not (Safari) or where its WebM encoder handed back nothing (a busy machine's
 * software VP8/VP9 can start too late for a short loop); each container is tried once.
 */
const VIDEO_TYPES = [
  { mimeType: 'video/webm;codecs=vp9', type: 'video/webm', extension: 'webm' },
  { mimeType: 'video/webm;codecs=vp8', type: 'video/webm', extension: 'webm' },
  { mimeType: 'video/mp4;codecs=avc1', type: 'video/mp4', extension: 'mp4' },
  { mimeType: 'video/mp4', type: 'video/mp4', extension: 'mp4' },
] as const;

/** How long a recording waits after its last frame for the encoder's first data. */
const ENCODER_GRACE_MS = 4000;

export type RecordedVideo = { blob: Blob; type: 'video/webm' | 'video/mp4'; extension: 'webm' | 'mp4' };

/** One recording of `seconds` drawn by `draw`; no chunks when the encoder gave nothing. */
async function recordOnce(
  canvas: HTMLCanvasElement,
  draw: (seconds: number) => void,
  seconds: number,
  mimeType: string,
): Promise<Blob[]> {
  // Frames are handed over one by one (requestFrame after each draw), so a canvas that is not on
  // the page is recorded as well.
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack | undefined;
  const paint = (at: number) => {
    draw(at);
    track?.requestFrame();
  };
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 2_500_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  recorder.start(250);
  paint(0);
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000;
      paint(Math.min(elapsed, seconds));
      if (elapsed >= seconds) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // The encoder may lag behind the frames on a busy device: give it a moment to hand its first
  // data over before stopping (stopping at once can drop what it still holds).
  for (let waited = 0; chunks.length === 0 && waited < ENCODER_GRACE_MS; waited += 250) {
    recorder.requestData();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  recorder.stop();
  await stopped;
  for (const each of stream.getTracks()) each.stop();
  return chunks;
}

/**
 * `seconds` of what `draw(seconds)` paints on `canvas`, recorded in real time as a video file
 * (MediaRecorder on the canvas's stream): `draw` is called with the time since the start, each
 * screen frame, and the frame it painted is handed to the recorder.
 */
export async function recordVideo(
  canvas: HTMLCanvasElement,
  draw: (seconds: number) => void,
  seconds: number,
): Promise<RecordedVideo> {
  const supported = VIDEO_TYPES.filter((candidate) => MediaRecorder.isTypeSupported(candidate.mimeType));
  if (supported.length === 0) throw new Error('This browser cannot record video.');
  for (const candidate of supported) {
    const chunks = await recordOnce(canvas, draw, seconds, candidate.mimeType);
    const blob = new Blob(chunks, { type: candidate.type });
    if (blob.size > 0) return { blob, type: candidate.type, extension: candidate.extension };
  }
  throw new Error('The video could not be made. Please try again.');
}
