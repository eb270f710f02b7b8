/**
 * Video files made in the browser from frames drawn one by one: WebCodecs' VideoEncoder, H.264 in
 * MP4 where the browser encodes it, else VP9 in WebM, written by mediabunny (loaded on first use).
 * Each frame has its own timestamp (n / fps), so the file is the same however busy the device is,
 * unlike a recording of the screen in real time.
 */

/** The WebCodecs codec strings asked about: H.264 High profile level 4.0 (up to 1080p), VP9 profile 0. */
const CODEC_STRINGS: Record<'avc' | 'vp9', string> = { avc: 'avc1.640028', vp9: 'vp09.00.40.08' };

export type VideoCodecChoice = 'avc' | 'vp9';

/** Bits per second for a size: about 3.3 bits per pixel per second (a drawing on a flat background). */
export function bitrateFor(width: number, height: number): number {
  return Math.round(Math.min(8_000_000, Math.max(1_000_000, width * height * 3.3)));
}

/** H.264 when VideoEncoder takes it at this size, else VP9, else null (the browser cannot encode). */
export async function chooseCodec(width: number, height: number): Promise<VideoCodecChoice | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  for (const codec of ['avc', 'vp9'] as const) {
    try {
      const { supported } = await VideoEncoder.isConfigSupported({
        codec: CODEC_STRINGS[codec],
        width,
        height,
        bitrate: bitrateFor(width, height),
        framerate: 30,
      });
      if (supported) return codec;
    } catch {
      // A codec string the browser does not know: try the next.
    }
  }
  return null;
}

export type EncodedVideo = { blob: Blob; type: 'video/mp4' | 'video/webm'; extension: 'mp4' | 'webm' };

/**
 * Draws `frames` frames on `canvas` (`draw(n)`) and encodes each as it is drawn, at `fps`. The
 * canvas should be a 2D one (reading a WebGL canvas back without a GPU is slow).
 */
export async function encodeCanvasFrames(
  canvas: HTMLCanvasElement,
  options: { frames: number; fps: number; codec: VideoCodecChoice; draw: (frame: number) => void },
): Promise<EncodedVideo> {
  const { BufferTarget, Mp4OutputFormat, Output, VideoSample, VideoSampleSource, WebMOutputFormat } = await import(
    'mediabunny'
  );
  const mp4 = options.codec === 'avc';
  const target = new BufferTarget();
  const output = new Output({
    format: mp4 ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const source = new VideoSampleSource({
    codec: options.codec,
    bitrate: bitrateFor(canvas.width, canvas.height),
    keyFrameInterval: 2,
  });
  output.addVideoTrack(source, { frameRate: options.fps });
  await output.start();
  try {
    for (let n = 0; n < options.frames; n++) {
      options.draw(n);
      const sample = new VideoSample(canvas, { timestamp: n / options.fps, duration: 1 / options.fps });
      try {
        await source.add(sample);
      } finally {
        sample.close();
      }
      // Let the page paint its spinner now and then.
      if (n % 8 === 7) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') await output.cancel().catch(() => {});
    throw error;
  }
  if (!target.buffer) throw new Error('The video could not be made. Please try again.');
  const type = mp4 ? 'video/mp4' : 'video/webm';
  return { blob: new Blob([target.buffer], { type }), type, extension: mp4 ? 'mp4' : 'webm' };
}
