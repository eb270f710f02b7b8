import { outlineOf, type Plane, type Point, paintStroke, type RgbaImage } from '@dtm/animate';
import { Eraser, Paintbrush, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type PartLeft, partAt } from './left-out';

/** The colour left-out marks are outlined in (apart from the cut-out's yellow line). */
export const LEFT_OUT_COLOUR = '#22d3ee';
/** Half a finger's width (CSS pixels): a tap this near a left-out mark adds it back. */
const FINGER = 22;
const NONE: readonly PartLeft[] = [];

type CutoutEditorProps = {
  image: RgbaImage;
  mask: Plane;
  canUndo: boolean;
  onChange: (mask: Plane) => void;
  onUndo: () => void;
  /** Marks beside the figure left out of the cut-out: outlined, and a tap on one adds it back. */
  leftOut?: readonly PartLeft[];
  onAddBack?: (number: number) => void;
};

/** Each left-out mark in its colour, in a dashed box with its number. */
function drawLeftOut(context: CanvasRenderingContext2D, left: readonly PartLeft[], scale: number) {
  const pad = 4 * scale;
  context.save();
  context.strokeStyle = LEFT_OUT_COLOUR;
  context.fillStyle = LEFT_OUT_COLOUR;
  context.lineWidth = 2 * scale;
  context.setLineDash([6 * scale, 4 * scale]);
  for (const { part, number } of left) {
    context.strokeRect(part.x - pad, part.y - pad, part.width + 2 * pad, part.height + 2 * pad);
    const radius = 9 * scale;
    const cx = Math.max(radius, part.x - pad);
    const cy = Math.max(radius, part.y - pad);
    context.beginPath();
    context.arc(cx, cy, radius, 0, 2 * Math.PI);
    context.fill();
    context.fillStyle = '#0f172a';
    context.font = `bold ${Math.round(12 * scale)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(String(number), cx, cy + scale);
    context.fillStyle = LEFT_OUT_COLOUR;
  }
  context.restore();
}

/** The photo with the found outline over it; a brush adds to or removes from the cut-out. */
export function CutoutEditor({ image, mask, canUndo, onChange, onUndo, leftOut = NONE, onAddBack }: CutoutEditorProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [mode, setMode] = useState<'add' | 'remove'>('add');
  const [size, setSize] = useState(3);
  const stroke = useRef<{ last: Point; mask: Plane } | null>(null);
  const [draft, setDraft] = useState<Plane | null>(null);
  // A tap that began on a left-out mark adds it back when the finger lifts (it paints nothing).
  const tapped = useRef<PartLeft | null>(null);
  const shown = draft ?? mask;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const pixels = context.createImageData(image.width, image.height);
    pixels.data.set(image.data);
    // Paper outside the cut-out is dimmed, so the figure stands out.
    for (let i = 0; i < shown.data.length; i++) {
      if (shown.data[i]) continue;
      pixels.data[i * 4] = (pixels.data[i * 4] as number) * 0.45;
      pixels.data[i * 4 + 1] = (pixels.data[i * 4 + 1] as number) * 0.45;
      pixels.data[i * 4 + 2] = (pixels.data[i * 4 + 2] as number) * 0.55;
    }
    for (const { part } of leftOut) {
      for (let y = 0; y < part.height; y++) {
        for (let x = 0; x < part.width; x++) {
          if (!part.mask.data[y * part.width + x]) continue;
          const p = ((y + part.y) * image.width + x + part.x) * 4;
          pixels.data.set([34, 211, 238], p);
        }
      }
    }
    context.putImageData(pixels, 0, 0);
    const outline = outlineOf(shown, 1.5);
    context.lineWidth = Math.max(2, image.width / 200);
    context.strokeStyle = '#facc15';
    context.lineJoin = 'round';
    context.beginPath();
    for (const [index, p] of outline.entries()) {
      if (index === 0) context.moveTo(p.x, p.y);
      else context.lineTo(p.x, p.y);
    }
    context.closePath();
    context.stroke();
    // Sized for the screen: the canvas is shown about as wide as a phone (its pixels scaled down).
    drawLeftOut(context, leftOut, Math.max(1, image.width / 360));
  }, [image, shown, leftOut]);

  const radius = (size / 100) * Math.max(image.width, image.height);
  const toImage = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * image.width,
      y: ((event.clientY - rect.top) / rect.height) * image.height,
    };
  };
  const paint = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!stroke.current) return;
    const point = toImage(event);
    const next = paintStroke(stroke.current.mask, stroke.current.last, point, radius, mode === 'add' ? 1 : 0);
    stroke.current = { last: point, mask: next };
    setDraft(next);
  };

  return (
    <div className="grid gap-4">
      <canvas
        ref={canvasRef}
        width={image.width}
        height={image.height}
        data-testid="preview-cutout-canvas"
        aria-label={
          leftOut.length > 0
            ? 'Your drawing with the cut-out outlined in yellow and the marks left out in dashed blue boxes. Paint on it to fix the cut-out.'
            : 'Your drawing with the cut-out outlined in yellow. Paint on it to fix the cut-out.'
        }
        role="img"
        className="h-auto max-h-[60vh] w-full touch-none rounded-2xl bg-paper-deep object-contain"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          const point = toImage(event);
          const slack = (FINGER * image.width) / event.currentTarget.getBoundingClientRect().width;
          tapped.current = onAddBack ? partAt(leftOut, mask, point, slack) : null;
          if (tapped.current) return;
          stroke.current = { last: point, mask };
          paint(event);
        }}
        onPointerMove={paint}
        onPointerUp={() => {
          if (tapped.current) onAddBack?.(tapped.current.number);
          tapped.current = null;
          if (stroke.current) onChange(stroke.current.mask);
          stroke.current = null;
          setDraft(null);
        }}
        onPointerCancel={() => {
          tapped.current = null;
          stroke.current = null;
          setDraft(null);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="flex gap-2">
          <legend className="sr-only">Brush</legend>
          <Button
            variant={mode === 'add' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={mode === 'add'}
            onClick={() => setMode('add')}
          >
            <Paintbrush aria-hidden="true" className="size-4" />
            Add
          </Button>
          <Button
            variant={mode === 'remove' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={mode === 'remove'}
            onClick={() => setMode('remove')}
          >
            <Eraser aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-semibold">
          Brush size
          <input type="range" min={1} max={8} value={size} onChange={(event) => setSize(Number(event.target.value))} />
        </label>
        <Button variant="secondary" size="sm" disabled={!canUndo} onClick={onUndo}>
          <Undo2 aria-hidden="true" className="size-4" />
          Undo
        </Button>
      </div>
    </div>
  );
}
