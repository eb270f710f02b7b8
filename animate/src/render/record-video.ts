import type { FigureRenderer } from './figure';

/** Frame sizes the preview video can be downloaded in (the frames' screens). */
export const VIDEO_SIZES = [
  { width: 800, height: 480 },
  { width: 1024, height: 600 },
] as const;

/** A loop of the running preview recorded as WebM (MediaRecorder on the canvas's stream). */
export async function recordWebm(
  canvas: HTMLCanvasElement,
  renderer: FigureRenderer,
  frame: (seconds: number) => ArrayLike<number>,
  seconds: number,
): Promise<Blob> {
  const type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
  if (!type) throw new Error('This browser cannot record video.');
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 2_500_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  renderer.draw(frame(0));
  recorder.start(250);
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000;
      renderer.draw(frame(elapsed));
      if (elapsed >= seconds) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  recorder.stop();
  await stopped;
  for (const track of stream.getTracks()) track.stop();
  return new Blob(chunks, { type: 'video/webm' });
}
