import { ClipRenderer } from '@dtm/animate/render';
import { useEffect, useRef, useState } from 'react';
import { clipSpec, type StudioFigure, type StudioSettings } from './recipe-clip';

type StudioStageProps = {
  figure: StudioFigure;
  settings: StudioSettings;
  picture: HTMLImageElement | null;
  size: { width: number; height: number };
};

/**
 * The clip playing as it will be rendered, at the panel's own size (scaled down on the page): the
 * same ClipRenderer as the render, stepped by the page's clock here only to watch it.
 */
export function StudioStage({ figure, settings, picture, size }: StudioStageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [summary, setSummary] = useState<{ seconds: number; passes: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let clip: ClipRenderer;
    try {
      clip = new ClipRenderer(canvas, clipSpec(figure, settings, picture));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'This figure cannot move with these joints.');
      return;
    }
    setProblem(null);
    setSummary({ seconds: clip.plan.seconds, passes: clip.plan.passes });
    canvas.dataset.renderer = clip.kind;
    let handle = 0;
    const started = performance.now();
    const tick = (now: number) => {
      const n = Math.floor(((now - started) / 1000) * clip.plan.fps) % clip.plan.frames;
      clip.draw(n);
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(handle);
      clip.dispose();
    };
  }, [figure, settings, picture]);

  return (
    <figure className="grid gap-2">
      <canvas
        // A new canvas per size: a canvas keeps the context it was first given.
        key={`${size.width}x${size.height}`}
        ref={canvasRef}
        width={size.width}
        height={size.height}
        role="img"
        aria-label="The animation as it will be rendered"
        data-testid="studio-stage"
        className="mx-auto h-auto max-h-[52vh] w-auto max-w-full rounded-xl border-2 border-ink/10 bg-paper-deep"
      />
      <figcaption className="text-center text-sm text-ink-soft" data-testid="studio-clip-length">
        {size.width} x {size.height}
        {summary
          ? ` · ${summary.seconds.toFixed(1)} s loop (${summary.passes} ${summary.passes === 1 ? 'pass' : 'passes'} of the motions)`
          : ''}
      </figcaption>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </figure>
  );
}
