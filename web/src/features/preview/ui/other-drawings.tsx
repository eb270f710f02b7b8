import type { RgbaImage } from '@dtm/animate';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PhotoArea } from '../worker/messages';
import { drawingNumbers, othersSentence } from './other-figures';

type OtherDrawingsProps = {
  /** The page as photographed, small (any size: the boxes are placed as shares of it). */
  page: RgbaImage;
  /** The size of the photo the boxes are in. */
  size: { width: number; height: number };
  current: PhotoArea;
  others: readonly PhotoArea[];
  onChoose: (index: number) => void;
  /** The other being read now (its index), if any. */
  reading: number | null;
  problem: string | null;
};

/** A box's name, centred under it (a drawn figure's box is often narrower than its name). */
const LABEL =
  'absolute top-full left-1/2 mt-1 -translate-x-1/2 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap';

/** A box on the page in shares of it, grown a little so its border does not cover the strokes. */
function share(area: PhotoArea, size: { width: number; height: number }) {
  const pad = 0.04 * Math.max(area.width, area.height);
  return {
    left: `${(100 * (area.x - pad)) / size.width}%`,
    top: `${(100 * (area.y - pad)) / size.height}%`,
    width: `${(100 * (area.width + 2 * pad)) / size.width}%`,
    height: `${(100 * (area.height + 2 * pad)) / size.height}%`,
  };
}

/**
 * A page with several drawings: says so, shows the page with the moving one outlined and each
 * other as a button on it, to bring that one to life instead.
 */
export function OtherDrawings({ page, size, current, others, onChoose, reading, problem }: OtherDrawingsProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    const pixels = context.createImageData(page.width, page.height);
    pixels.data.set(page.data);
    context.putImageData(pixels, 0, 0);
  }, [page]);
  const sentence = othersSentence(others.length);
  if (!sentence) return null;
  const numbers = drawingNumbers(current, others);
  const readingNumber = reading === null ? null : numbers.others[reading];
  return (
    <section className="grid gap-3 rounded-2xl bg-white p-4" aria-label="Drawings on this page">
      <p className="font-semibold" data-testid="preview-others-note">
        {sentence}
      </p>
      <div
        className="relative mx-auto"
        style={{
          aspectRatio: `${size.width} / ${size.height}`,
          width: `min(100%, calc(36vh * ${(size.width / size.height).toFixed(4)}))`,
        }}
      >
        <canvas
          ref={canvasRef}
          width={page.width}
          height={page.height}
          role="img"
          aria-label={`The page you photographed: drawing ${numbers.current}, in the yellow box, is moving; the others are in purple boxes.`}
          className="absolute inset-0 size-full rounded-xl bg-paper-deep"
        />
        <div
          className="absolute rounded-lg border-4 border-sunny"
          style={share(current, size)}
          data-testid="preview-moving-drawing"
          data-drawing={numbers.current}
        >
          <span className={`${LABEL} bg-sunny text-ink`}>Moving</span>
        </div>
        {others.map((area, index) => {
          const number = numbers.others[index];
          return (
            <button
              // The boxes keep their place on the page; their order is the engine's (the largest first).
              key={`${area.x}-${area.y}`}
              type="button"
              aria-label={`Bring drawing ${number} to life`}
              disabled={reading !== null}
              onClick={() => onChoose(index)}
              className="absolute min-h-11 min-w-11 rounded-lg border-4 border-dashed border-grape bg-grape/10 hover:bg-grape/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape disabled:opacity-60"
              style={share(area, size)}
            >
              <span className={`${LABEL} bg-grape text-white`}>Drawing {number}</span>
            </button>
          );
        })}
      </div>
      {readingNumber !== null && readingNumber !== undefined ? (
        <p role="status" className="flex items-center gap-2 font-semibold">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Bringing drawing {readingNumber} to life…
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
