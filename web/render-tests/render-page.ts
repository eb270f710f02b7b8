/**
 * The page of the render tests (render.spec.ts): the shop's own render modules, bundled onto a bare
 * page, driven on a generated figure. Not part of the app.
 */
import type { RgbaImage } from '@dtm/animate';
import { ClipRenderer, type ClipSpec } from '@dtm/animate/render';
import { bipedFigure, type TestFigure } from '../../animate/src/core/test-figures';
import { findSeams } from '../../animate/src/testing/seams';
import { encodeClip } from '../src/lib/video-encode';

const FLAT = [200, 60, 60] as const;
const BACKGROUND = '#0a0a0a';
const WIDTH = 1024;
const HEIGHT = 600;

type How = 'software' | 'webgl' | 'canvas';

function spec(scale: number, seconds: number, colour = BACKGROUND): ClipSpec {
  const { mask, skeleton, joints } = bipedFigure();
  const image: RgbaImage = {
    width: mask.width,
    height: mask.height,
    data: new Uint8ClampedArray(mask.width * mask.height * 4),
  };
  for (let i = 0; i < mask.data.length; i++) image.data.set([...FLAT, 255], i * 4);
  return {
    figure: { image, mask, skeleton, joints },
    motions: [{ motion: 'wave', cycles: 1 }],
    clipSeconds: seconds,
    framing: { scale, offsetX: 0, offsetY: 0 },
    background: { colour },
  };
}

function clipOf(how: How, scale: number, seconds: number, colour?: string) {
  const canvas = Object.assign(document.createElement('canvas'), { width: WIDTH, height: HEIGHT });
  return new ClipRenderer(
    canvas,
    spec(scale, seconds, colour),
    how === 'software' ? { software: true } : { preferWebgl: how === 'webgl' },
  );
}

/** Lines inside the flat figure at frame `n` drawn by `how` at framing `scale`. */
function flatSeams(how: How, scale: number, n: number) {
  const clip = clipOf(how, scale, 2);
  clip.draw(n);
  const pixels = new Uint8Array(WIDTH * HEIGHT * 4);
  clip.readPixels(pixels);
  const kind = clip.kind;
  clip.dispose();
  return { kind, ...findSeams(pixels, WIDTH, HEIGHT, FLAT, [10, 10, 10]) };
}

/** Draws two passes of a clip in order: how many frames of the second differ from the first's. */
function secondPassDiffers(): { frames: number; differing: number } {
  const clip = clipOf('software', 1, 4);
  const period = clip.plan.frames / clip.plan.passes;
  const first: Uint8Array[] = [];
  let differing = 0;
  const pixels = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let n = 0; n < 2 * period; n++) {
    clip.draw(n);
    clip.readPixels(pixels);
    if (n < period) first.push(pixels.slice());
    else if (!pixels.every((v, i) => v === (first[n - period] as Uint8Array)[i])) differing++;
  }
  clip.dispose();
  return { frames: period, differing };
}

/** The colour box of an MP4 ('colr', 'nclx'): primaries, transfer, matrix and the full-range flag. */
function colourBox(bytes: Uint8Array) {
  for (let i = 0; i + 15 < bytes.length; i++) {
    if (bytes[i] === 0x63 && bytes[i + 1] === 0x6f && bytes[i + 2] === 0x6c && bytes[i + 3] === 0x72) {
      const at = i + 4;
      const type = String.fromCharCode(...bytes.subarray(at, at + 4));
      const u16 = (o: number) => ((bytes[at + o] as number) << 8) | (bytes[at + o + 1] as number);
      return {
        type,
        primaries: u16(4),
        transfer: u16(6),
        matrix: u16(8),
        fullRange: ((bytes[at + 10] as number) & 0x80) !== 0,
      };
    }
  }
  return null;
}

/** A short clip on a paper-coloured stage encoded as the studio does, then decoded: the stage's colour in frames 1 and 10. */
async function encodedColours() {
  const clip = clipOf('software', 1, 2, '#fbf7ef');
  const video = await encodeClip(clip, { codec: 'avc' });
  clip.dispose();
  const bytes = new Uint8Array(await video.blob.arrayBuffer());
  const { ALL_FORMATS, BlobSource, Input, VideoSampleSink } = await import('mediabunny');
  const input = new Input({ source: new BlobSource(video.blob), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('no video track');
  const canvas = Object.assign(document.createElement('canvas'), { width: WIDTH, height: HEIGHT });
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  const stage: number[][] = [];
  let k = 0;
  for await (const sample of new VideoSampleSink(track).samples()) {
    if (k === 0 || k === 9) {
      sample.draw(context, 0, 0);
      stage.push(Array.from(context.getImageData(20, 20, 1, 1).data.subarray(0, 3)));
    }
    sample.close();
    if (++k > 9) break;
  }
  return { codec: video.codec, colr: colourBox(bytes), trackColour: await track.getColorSpace(), stage };
}

/** A figure's mask painted one flat colour. */
function flatFigure({ mask, skeleton, joints }: TestFigure, colour: readonly number[]) {
  const image: RgbaImage = {
    width: mask.width,
    height: mask.height,
    data: new Uint8ClampedArray(mask.width * mask.height * 4),
  };
  for (let i = 0; i < mask.data.length; i++) image.data.set([...colour, 255], i * 4);
  return { image, mask, skeleton, joints };
}

/**
 * Two people (the second lower on the page, so in front; waving and jumping), both flat red, drawn by the software path for
 * two passes: which frames of the second pass differ from the first, how much of each half of the
 * stage changes over the clip, the seams inside the flat figures, and frame 12 as a PNG.
 */
async function twoFigures() {
  const person = bipedFigure();
  const friend = bipedFigure();
  const page = { width: 1000, height: 800 };
  const boxOf = (f: TestFigure, x: number, y: number) => ({
    x,
    y,
    width: f.mask.width / page.width,
    height: f.mask.height / page.height,
  });
  const canvas = Object.assign(document.createElement('canvas'), { width: WIDTH, height: HEIGHT });
  const clip = new ClipRenderer(
    canvas,
    {
      figure: flatFigure(person, FLAT),
      box: boxOf(person, 0.1, 0.1),
      motions: [{ motion: 'wave', cycles: 1 }],
      companions: [
        {
          figure: flatFigure(friend, FLAT),
          box: boxOf(friend, 0.55, 0.3),
          motions: [{ motion: 'jump', cycles: 1 }],
        },
      ],
      clipSeconds: 3,
      framing: { scale: 1, offsetX: 0, offsetY: 0 },
      background: { colour: BACKGROUND },
    },
    { software: true },
  );
  const { frames } = clip.plan;
  const pixels = new Uint8Array(WIDTH * HEIGHT * 4);
  const first: Uint8Array[] = [];
  const changed = { left: 0, right: 0 };
  let differing = 0;
  let seams = 0;
  let png = '';
  for (let n = 0; n < frames + 12; n++) {
    clip.draw(n);
    clip.readPixels(pixels);
    if (n < frames) {
      first.push(pixels.slice());
      const base = first[0] as Uint8Array;
      for (let i = 0; i < pixels.length; i += 4)
        if (pixels[i] !== base[i] || pixels[i + 2] !== base[i + 2])
          changed[(i / 4) % WIDTH < WIDTH / 2 ? 'left' : 'right']++;
      seams += findSeams(pixels, WIDTH, HEIGHT, FLAT, [10, 10, 10]).count;
    } else if (!pixels.every((v, i) => v === (first[n - frames] as Uint8Array)[i])) differing++;
    if (n === 12) {
      const context = canvas.getContext('2d');
      context?.putImageData(new ImageData(new Uint8ClampedArray(pixels), WIDTH, HEIGHT), 0, 0);
      png = canvas.toDataURL('image/png');
    }
  }
  clip.dispose();
  return { frames, differing, changed, seams, png };
}

Object.assign(globalThis, { flatSeams, secondPassDiffers, encodedColours, twoFigures });
