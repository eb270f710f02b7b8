import { ClipRenderer } from '@dtm/animate/render';
import { useEffect, useMemo, useRef, useState } from 'react';
import { maskFilledShare } from './mask-fill';
import { clipSpec, type StudioFigure, type StudioSettings } from './recipe-clip';

type StudioStageProps = {
  figure: StudioFigure;
  settings: StudioSettings;
  picture: HTMLImageElement | null;
  size: { width: number; height: number };
  /** Stops playing (while the file is rendered, so both do not share the processor). */
  paused?: boolean;
};

/** The stage is drawn at most this wide or high: about the size it is shown at. */
const STAGE_SIDE = 540;

/**
 * The clip playing as it will be rendered, at the panel's own size (scaled down on the page): the
 * same ClipRenderer as the render, stepped by the page's clock here only to watch it.
 */
export function StudioStage({ figure, settings, picture, size, paused = false }: StudioStageProps) {
  // The framing is in shares of the picture, so a smaller stage shows the same composition.
  const shrink = Math.min(1, STAGE_SIDE / size.width, STAGE_SIDE / size.height);
  const stage = { width: Math.round(size.width * shrink), height: Math.round(size.height * shrink) };
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [summary, setSummary] = useState<{ seconds: number; passes: number; speed: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const filled = useMemo(() => maskFilledShare(figure.mask), [figure.mask]);

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
    setSummary({ seconds: clip.plan.seconds, passes: clip.plan.passes, speed: clip.plan.speed });
    canvas.dataset.renderer = clip.kind;
    let handle = 0;
    const started = performance.now();
    let shown = -1;
    const tick = (now: number) => {
      const n = Math.floor(((now - started) / 1000) * clip.plan.fps) % clip.plan.frames;
      // 30 frames a second are drawn, whatever the screen's refresh rate.
      if (n !== shown) clip.draw(n);
      shown = n;
      handle = requestAnimationFrame(tick);
    };
    if (paused) clip.draw(0);
    else handle = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(handle);
      clip.dispose();
    };
  }, [figure, settings, picture, paused]);

  return (
    // What the figure is, for tests and support: its plan, joint count and how much of its outline the mask fills.
    <figure
      className="grid gap-2"
      data-testid="studio-figure"
      data-plan={figure.plan}
      data-joints={Object.keys(figure.joints).length}
      data-figures={1 + (figure.companions?.length ?? 0)}
      data-mask-filled={filled.toFixed(3)}
    >
      <canvas
        // A new canvas per size: a canvas keeps the context it was first given.
        key={`${stage.width}x${stage.height}`}
        ref={canvasRef}
        width={stage.width}
        height={stage.height}
        role="img"
        aria-label="The animation as it will be rendered"
        data-testid="studio-stage"
        className="mx-auto h-auto max-h-[52vh] w-auto max-w-full rounded-xl border-2 border-ink/10 bg-paper-deep"
      />
      <figcaption className="text-center text-sm text-ink-soft" data-testid="studio-clip-length">
        {size.width} x {size.height}
        {summary
          ? ` · ${summary.seconds.toFixed(1)} s loop (${summary.passes} ${summary.passes === 1 ? 'pass' : 'passes'} of the motions${speedText(summary.speed)})`
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

/** How much faster or slower the motions play to fill the clip (nothing when it is as keyed). */
function speedText(speed: number): string {
  const percent = Math.round(speed * 100);
  return percent === 100 ? '' : `, played at ${percent}% speed`;
}
