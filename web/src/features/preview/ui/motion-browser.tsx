import type { Motion, Plane, RgbaImage, Skeleton, SkeletonJoints } from '@dtm/animate';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ThumbnailReply, ThumbnailRequest } from '../worker/thumbnail-messages';
import { thumbnailPlacement } from './thumbnail-pose';
import { PAPER_RGB } from './thumbnail-raster';

/** Side of a thumbnail's canvas, pixels (shown at about 100 to 150 CSS pixels). */
const SIZE = 160;

type MotionBrowserProps = {
  image: RgbaImage;
  mask: Plane;
  skeleton: Skeleton;
  joints: SkeletonJoints;
  /** The cut-out with transparent paper: the still each thumbnail shows while it is prepared. */
  texture: HTMLCanvasElement;
  /** The plan's motions the engine can play (planMotions). */
  motions: Motion[];
  value: string | undefined;
  onChoose: (motion: string) => void;
};

/** loading: the still, until the worker has drawn the motion; still: no worker to move it. */
type Status = 'loading' | 'ready' | 'still' | 'failed';

function canAnimate(): boolean {
  return typeof Worker !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;
}

/**
 * The plan's motions as small looping thumbnails of the parent's own figure, one radio each. The
 * thumbnails are drawn in a worker of their own (each canvas handed over to it): skinned poses at
 * a low frame rate, only those on screen, nothing while the page is hidden, one still frame for
 * those who prefer reduced motion, so the big stage keeps its frame budget. A motion that cannot
 * be posed is left out.
 */
export function MotionBrowser({
  image,
  mask,
  skeleton,
  joints,
  texture,
  motions,
  value,
  onChoose,
}: MotionBrowserProps) {
  const slots = useRef(new Map<string, HTMLDivElement>());
  const stills = useRef(new Map<string, HTMLCanvasElement>());
  const browser = useRef<HTMLFieldSetElement>(null);
  const [status, setStatus] = useState<Record<string, Status>>({});

  // The still (the figure as drawn) in every thumbnail until its motion is ready.
  useEffect(() => {
    const { scale, dx, dy } = thumbnailPlacement(mask, SIZE);
    for (const motion of motions) {
      const context = stills.current.get(motion.name)?.getContext('2d');
      if (!context) continue;
      context.fillStyle = `rgb(${PAPER_RGB.join(',')})`;
      context.fillRect(0, 0, SIZE, SIZE);
      context.drawImage(texture, dx, dy, texture.width * scale, texture.height * scale);
    }
  }, [mask, texture, motions]);

  useEffect(() => {
    const names = motions.map((motion) => motion.name);
    const all = (to: Status) => Object.fromEntries(names.map((name) => [name, to]));
    if (!canAnimate()) {
      setStatus(all('still'));
      return;
    }
    setStatus(all('loading'));
    const worker = new Worker(new URL('../worker/thumbnails.worker.ts', import.meta.url), { type: 'module' });
    const send = (request: ThumbnailRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
    // A canvas can be handed to a worker once: each run of this effect makes its own.
    const canvases: HTMLCanvasElement[] = [];
    const thumbnails: { motion: string; canvas: OffscreenCanvas }[] = [];
    for (const name of names) {
      const slot = slots.current.get(name);
      if (!slot) continue;
      const canvas = document.createElement('canvas');
      canvas.width = SIZE;
      canvas.height = SIZE;
      canvas.className = 'absolute inset-0 size-full';
      canvas.dataset.testid = 'motion-thumbnail';
      slot.append(canvas);
      canvases.push(canvas);
      thumbnails.push({ motion: name, canvas: canvas.transferControlToOffscreen() });
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const playing = () => !reduced.matches && document.visibilityState === 'visible';
    worker.onmessage = (event: MessageEvent<ThumbnailReply>) => {
      const reply = event.data;
      if (reply.type === 'stats') {
        // For developers measuring a phone (tools/bench/preview-fps-bench.ts); parents see no figures.
        if (browser.current) {
          browser.current.dataset.thumbnailMs = reply.msPerFrame.toFixed(3);
          browser.current.dataset.thumbnailFps = reply.framesPerSecond.toFixed(1);
        }
        return;
      }
      setStatus((known) => ({ ...known, [reply.motion]: reply.type }));
    };
    worker.onerror = () =>
      setStatus((known) =>
        Object.fromEntries(names.map((name) => [name, known[name] === 'loading' ? 'still' : (known[name] ?? 'still')])),
      );
    send({ type: 'start', image, mask, skeleton, joints, size: SIZE, thumbnails, playing: playing() }, [
      ...thumbnails.map((item) => item.canvas),
    ]);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const motion = (entry.target as HTMLElement).dataset.motion;
          if (motion) send({ type: 'visible', motion, visible: entry.isIntersecting });
        }
      },
      { rootMargin: '40px' },
    );
    for (const name of names) {
      const slot = slots.current.get(name);
      if (slot) observer.observe(slot);
    }
    const onPlaying = () => send({ type: 'playing', playing: playing() });
    document.addEventListener('visibilitychange', onPlaying);
    reduced.addEventListener('change', onPlaying);
    return () => {
      document.removeEventListener('visibilitychange', onPlaying);
      reduced.removeEventListener('change', onPlaying);
      observer.disconnect();
      worker.terminate();
      for (const canvas of canvases) canvas.remove();
    };
  }, [image, mask, skeleton, joints, motions]);

  const shown = motions.filter((motion) => status[motion.name] !== 'failed');
  return (
    <fieldset ref={browser} data-testid="motion-browser">
      <legend className="font-display text-lg font-extrabold">Motion</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
        {shown.map(({ name, label }) => {
          const loading = status[name] === 'loading';
          return (
            <label
              key={name}
              className="grid cursor-pointer content-start gap-1 rounded-2xl border-2 border-ink/15 bg-white p-1.5 has-checked:border-crayon has-checked:bg-crayon-light/40 has-focus-visible:ring-4 has-focus-visible:ring-crayon/40"
            >
              <div
                ref={(element) => {
                  if (element) slots.current.set(name, element);
                  else slots.current.delete(name);
                }}
                data-motion={name}
                aria-hidden="true"
                className="relative aspect-square overflow-hidden rounded-xl bg-paper"
              >
                <canvas
                  ref={(element) => {
                    if (element) stills.current.set(name, element);
                    else stills.current.delete(name);
                  }}
                  width={SIZE}
                  height={SIZE}
                  className="absolute inset-0 size-full"
                />
                {loading ? (
                  <LoaderCircle
                    aria-hidden="true"
                    className="absolute top-1 right-1 z-10 size-4 animate-spin text-ink-soft"
                  />
                ) : null}
              </div>
              <span className="flex min-h-8 items-center gap-1.5 px-0.5 text-sm leading-tight font-bold">
                <input
                  type="radio"
                  name="preview-motion"
                  value={name}
                  checked={value === name}
                  onChange={() => onChoose(name)}
                  className="size-4 shrink-0 accent-crayon"
                />
                {label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
