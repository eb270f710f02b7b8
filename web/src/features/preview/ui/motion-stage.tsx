import {
  Animator,
  motionFor,
  type Plane,
  phaseOf,
  type RgbaImage,
  type Skeleton,
  type SkeletonJoints,
} from '@dtm/animate';
import {
  ClipRenderer,
  type ClipSpec,
  createRenderer,
  cutOutCanvas,
  type FigureRenderer,
  type GroupFigure,
  PAPER,
  recordVideo,
  VIDEO_SIZES,
} from '@dtm/animate/render';
import { useQuery } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { chooseCodec, renderClipVideo } from '../../../lib/video-encode';
import { previewBackgroundsQueryOptions } from '../api/backgrounds';
import { playGroup } from './group-stage';
import { MotionBrowser } from './motion-browser';
import { planMotions } from './plan-motions';
import { loopFrame, StageLoops } from './stage-loops';
import { posedThumbnail, type ThumbnailRig, thumbnailRig } from './thumbnail-pose';

/** The paper behind a figure with no background picture, as the stage draws it. */
const PAPER_HEX = `#${PAPER.map((c) =>
  Math.round(c * 255)
    .toString(16)
    .padStart(2, '0'),
).join('')}`;

type MotionStageProps = {
  image: RgbaImage;
  mask: Plane;
  skeleton: Skeleton;
  joints: SkeletonJoints;
  /** One of the plan's motions (see planMotions). */
  motion: string;
  onMotion: (motion: string) => void;
  background: string | null;
  onBackground: (url: string | null) => void;
  /** The ordered frame's size: the stage and the video default to its panel (7": 1024x600, else 800x480). */
  frameSize?: '5' | '7' | null | undefined;
  /** The page's other drawings moving beside this one, and this one's box on the page (shares). */
  companions?: readonly GroupFigure[];
  box?: GroupFigure['box'];
};

const ALONE: readonly GroupFigure[] = [];

function loadPicture(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The background could not be loaded.'));
    image.src = url;
  });
}

type Scene = Pick<MotionStageProps, 'image' | 'mask' | 'skeleton' | 'joints' | 'box' | 'companions'> & {
  picture: HTMLImageElement | null;
};

/** The figures as the clip renderer plays them (with their companions, if any), about `minSeconds` or a little more. */
function clipOf(scene: Scene, motionName: string, minSeconds = 2.4): ClipSpec {
  const { image, mask, skeleton, joints, picture, box, companions } = scene;
  const loop = motionFor(skeleton, motionName, joints).seconds;
  return {
    figure: { image, mask, skeleton, joints },
    motions: [{ motion: motionName, cycles: 1 }],
    clipSeconds: loop * Math.ceil(minSeconds / loop),
    framing: { scale: 1, offsetX: 0, offsetY: 0 },
    background: picture ? { image: picture } : { colour: PAPER_HEX },
    ...(box && companions?.length ? { box, companions } : {}),
  };
}

/** The drawing moving on a stage, with the motion and background to choose and the video to download. */
export function MotionStage({
  image,
  mask,
  skeleton,
  joints,
  motion,
  onMotion,
  background,
  onBackground,
  frameSize,
  companions = ALONE,
  box,
}: MotionStageProps) {
  const together = companions.length > 0 && box !== undefined;
  const panel = frameSize === '7' ? 1 : 0;
  const stage = VIDEO_SIZES[panel] ?? VIDEO_SIZES[0];
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const motions = useMemo(() => planMotions(skeleton, joints), [skeleton, joints]);
  const current = motions.find((item) => item.name === motion) ?? motions[0];
  // The motion restarts the stage only when the figures play together (alone, the loop switches in place).
  const groupMotion = together ? (current?.name ?? '') : '';
  const animator = useMemo(() => new Animator(mask, joints, { skeleton }), [mask, joints, skeleton]);
  const texture = useMemo(() => cutOutCanvas(image, mask), [image, mask]);
  const backgrounds = useQuery(previewBackgroundsQueryOptions());
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);
  const [size, setSize] = useState(panel);
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rendererRef = useRef<FigureRenderer | null>(null);
  const scene = useMemo(
    () => (together && box ? { image, mask, skeleton, joints, picture, box, companions } : null),
    [together, image, mask, skeleton, joints, picture, box, companions],
  );

  // The motion's loop is solved in a worker (a long captured loop took seconds of a phone's page
  // thread when chosen); the stage shows the skinned pose until it arrives.
  const loopsRef = useRef<StageLoops | null>(null);
  const motionRef = useRef(current?.name ?? '');
  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    const loops = new StageLoops(mask, joints, skeleton);
    loopsRef.current = loops;
    return () => {
      loops.dispose();
      if (loopsRef.current === loops) loopsRef.current = null;
    };
  }, [mask, joints, skeleton]);

  useEffect(() => {
    if (!current) return;
    animator.setMotion(current.name);
    motionRef.current = current.name;
  }, [animator, current]);

  useEffect(() => {
    let cancelled = false;
    if (!background) setPicture(null);
    else
      loadPicture(background).then(
        (loaded) => !cancelled && setPicture(loaded),
        () => !cancelled && setPicture(null),
      );
    return () => {
      cancelled = true;
    };
  }, [background]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (scene && groupMotion) return playGroup(canvas, clipOf(scene, groupMotion));
    const renderer = createRenderer(canvas, {
      texture,
      triangles: animator.mesh.triangles,
      rest: animator.mesh.positions,
    });
    rendererRef.current = renderer;
    canvas.dataset.renderer = renderer.kind;
    renderer.setBackground(picture);
    let frame = 0;
    const started = performance.now();
    let counted = 0;
    let since = started;
    let work = 0;
    const size = animator.mesh.positions.length;
    const positions = new Float64Array(size);
    let skinned: ThumbnailRig | null = null;
    const unmoved = { scale: 1, dx: 0, dy: 0 };
    const positionsAt = (seconds: number): Float64Array => {
      const loops = loopsRef.current;
      const motion = motionRef.current;
      const loop = loops?.get(motion) ?? null;
      if (loop && loop.positions.length === loop.frames * size) return loopFrame(loop, seconds, positions);
      // No worker, or it could not solve this loop: solved here, as before.
      if (!loops || loops.failed(motion) || loop) return animator.frame(seconds);
      skinned ??= thumbnailRig(mask, joints, skeleton);
      if (skinned.mesh.positions.length !== size) return animator.frame(seconds);
      return posedThumbnail(skinned, animator.motion, phaseOf(animator.motion, seconds), unmoved, positions);
    };
    const tick = (now: number) => {
      const began = performance.now();
      const seconds = (now - started) / 1000;
      // The limbs drawn over the trunk, a captured motion's nearest last (as a finished clip draws them).
      renderer.draw(positionsAt(seconds), animator.drawOrder(seconds));
      work += performance.now() - began;
      counted++;
      // For developers measuring a phone (no figures are shown to parents): frames a second, and
      // the milliseconds of the page's thread each frame's pose and draw took.
      if (now - since >= 1000) {
        canvas.dataset.fps = String(Math.round((counted * 1000) / (now - since)));
        canvas.dataset.frameMs = (work / counted).toFixed(2);
        counted = 0;
        work = 0;
        since = now;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      renderer.dispose();
      rendererRef.current = null;
    };
  }, [animator, texture, picture, mask, joints, skeleton, scene, groupMotion]);

  const download = async () => {
    const chosen = VIDEO_SIZES[size] ?? VIDEO_SIZES[0];
    setRecording(true);
    setProblem(null);
    try {
      const motionName = current?.name ?? motions[0]?.name ?? '';
      const loop = animator.motion.seconds;
      const seconds = loop * Math.ceil(2.4 / loop);
      // Frame by frame with WebCodecs where the browser encodes: the shop's one render, as the studio's
      // (the same file however busy the phone is); else a real-time recording of the canvas. Both
      // make the same clip: with the page's other drawings when they move together.
      const spec = clipOf(
        { image, mask, skeleton, joints, picture, ...(together && box ? { box, companions } : {}) },
        motionName,
        seconds,
      );
      const codec = await chooseCodec(chosen.width, chosen.height);
      let video: { blob: Blob; extension: string };
      if (codec) {
        video = (await renderClipVideo(spec, chosen, { codec })).video;
      } else {
        const canvas = document.createElement('canvas');
        canvas.width = chosen.width;
        canvas.height = chosen.height;
        // On the 2D canvas, as before: each picture stays on it until the next draw, whenever the recorder takes it.
        const clip = new ClipRenderer(canvas, spec, { preferWebgl: false });
        const { fps, frames } = clip.plan;
        try {
          video = await recordVideo(canvas, (at) => clip.draw(Math.min(Math.floor(at * fps), frames - 1)), seconds);
        } finally {
          clip.dispose();
        }
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(video.blob);
      link.download = `drawing-${current?.name ?? 'moving'}-${chosen.width}x${chosen.height}.${video.extension}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The video could not be made.');
    } finally {
      setRecording(false);
    }
  };

  return (
    <div className="grid gap-5">
      {/* On a phone the stage stays in view (under the top bar) while a motion or background is chosen below it. */}
      <div className="sticky top-16 z-10 -mx-1 -mt-2 bg-paper px-1 pt-2 pb-2 sm:static sm:mx-0 sm:mt-0 sm:bg-transparent sm:p-0">
        <canvas
          // A new canvas when the figures come together: a canvas keeps the context it was first given.
          key={together ? 'together' : 'alone'}
          ref={canvasRef}
          width={stage.width}
          height={stage.height}
          role="img"
          aria-label={
            together
              ? `Your ${1 + companions.length} drawings moving together`
              : `Your drawing doing the ${(current?.label ?? 'motion').toLowerCase()}`
          }
          data-testid="preview-stage"
          data-figures={together ? 1 + companions.length : 1}
          className="h-auto w-full rounded-2xl border-2 border-ink/10 bg-paper-deep"
        />
      </div>
      <MotionBrowser
        image={image}
        mask={mask}
        skeleton={skeleton}
        joints={joints}
        texture={texture}
        motions={motions}
        value={current?.name}
        onChoose={onMotion}
      />
      <fieldset>
        <legend className="font-display text-lg font-extrabold">Background</legend>
        {backgrounds.isPending ? <p className="mt-2 text-ink-soft">Loading backgrounds…</p> : null}
        {backgrounds.isError ? (
          <p className="mt-2">
            The backgrounds could not be loaded.{' '}
            <Button variant="ghost" size="sm" onClick={() => backgrounds.refetch()}>
              Try again
            </Button>
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          {(backgrounds.data ?? []).map((item) => (
            <label
              key={item.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-ink/15 bg-white px-4 text-sm font-semibold has-checked:border-crayon has-checked:bg-crayon-light/40"
            >
              <input
                type="radio"
                name="preview-background"
                value={item.id}
                checked={background === item.url}
                onChange={() => onBackground(item.url)}
              />
              {item.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold">
          Video size
          <select
            className="h-11 rounded-xl border-2 border-ink/15 bg-white px-3"
            value={size}
            onChange={(event) => setSize(Number(event.target.value))}
          >
            {VIDEO_SIZES.map((option, index) => (
              <option key={option.width} value={index}>
                {option.width} x {option.height} ({option.width === 800 ? '5 inch' : '7 inch'} frame)
              </option>
            ))}
          </select>
        </label>
        <Button onClick={download} disabled={recording}>
          {recording ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-5" />
          )}
          {recording ? 'Making the video…' : 'Download video'}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
