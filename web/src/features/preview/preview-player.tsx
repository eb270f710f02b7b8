import { Animator, decodeRuns, type PreviewRig, type RgbaImage, skeletonOf } from '@dtm/animate';
import { createRenderer, cutOutCanvas } from '@dtm/animate/render';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { loadCrop } from './load-crop';
import { jointsFromShares } from './ui/to-rig';

type PreviewPlayerProps = {
  /** The cut-out and joints saved with the order. */
  rig: PreviewRig;
  /** The artwork the preview was made from (any size: the rig is in shares of it). */
  artworkUrl: string;
  className?: string;
  /** Names the player for screen readers, e.g. the character's name. */
  label?: string;
};

/** The saved rig's drawing: its box at the cut-out mask's size. */
function loadArtworkCrop(url: string, rig: PreviewRig): Promise<RgbaImage> {
  return loadCrop(url, rig.box, rig.mask.width, rig.mask.height);
}

/** A read-only player of a saved instant preview: the drawing doing its chosen motion (for admins and the dashboard). */
export function PreviewPlayer(props: PreviewPlayerProps) {
  // "Try again" starts a fresh player (a new key), which loads the artwork again.
  const [attempt, setAttempt] = useState(0);
  return <PlayerCanvas key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function PlayerCanvas({ rig, artworkUrl, className, label, onRetry }: PreviewPlayerProps & { onRetry: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'playing' | 'error'>('loading');

  useEffect(() => {
    let frame = 0;
    let cancelled = false;
    let dispose = () => {};
    setState('loading');
    loadArtworkCrop(artworkUrl, rig).then(
      (image) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const mask = decodeRuns(rig.mask.width, rig.mask.height, rig.mask.runs);
        const joints = jointsFromShares(rig.joints, rig.mask.width, rig.mask.height);
        const skeleton = skeletonOf(rig.plan, Object.keys(rig.joints)) ?? undefined;
        const animator = new Animator(mask, joints, { motion: rig.motion, skeleton });
        const renderer = createRenderer(canvas, {
          texture: cutOutCanvas(image, mask),
          triangles: animator.mesh.triangles,
          rest: animator.mesh.positions,
        });
        dispose = () => renderer.dispose();
        if (rig.background) {
          const picture = new Image();
          picture.onload = () => !cancelled && renderer.setBackground(picture);
          picture.src = rig.background;
        }
        const started = performance.now();
        const tick = (now: number) => {
          renderer.draw(animator.frame((now - started) / 1000));
          frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
        setState('playing');
      },
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      dispose();
    };
  }, [rig, artworkUrl]);

  return (
    <div className={className} data-testid="preview-player">
      <canvas
        ref={canvasRef}
        width={400}
        height={240}
        role="img"
        aria-label={label ?? 'Instant preview of the drawing moving'}
        className="h-auto w-full rounded-xl bg-paper-deep"
        hidden={state === 'error'}
      />
      {state === 'loading' ? <p className="mt-1 text-sm text-ink-soft">Loading the preview…</p> : null}
      {state === 'error' ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          The preview could not be shown.
          <Button size="sm" variant="ghost" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </p>
      ) : null}
    </div>
  );
}
