import { outlineOf, type Plane, type Point, paintStroke, type RgbaImage } from '@dtm/animate';
import { Eraser, Paintbrush, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

type CutoutEditorProps = {
  image: RgbaImage;
  mask: Plane;
  canUndo: boolean;
  onChange: (mask: Plane) => void;
  onUndo: () => void;
};

/** The photo with the found outline over it; a brush adds to or removes from the cut-out. */
export function CutoutEditor({ image, mask, canUndo, onChange, onUndo }: CutoutEditorProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [mode, setMode] = useState<'add' | 'remove'>('add');
  const [size, setSize] = useState(3);
  const stroke = useRef<{ last: Point; mask: Plane } | null>(null);
  const [draft, setDraft] = useState<Plane | null>(null);
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
  }, [image, shown]);

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
        aria-label="Your drawing with the cut-out outlined in yellow. Paint on it to fix the cut-out."
        role="img"
        className="h-auto max-h-[60vh] w-full touch-none rounded-2xl bg-paper-deep object-contain"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          const point = toImage(event);
          stroke.current = { last: point, mask };
          paint(event);
        }}
        onPointerMove={paint}
        onPointerUp={() => {
          if (stroke.current) onChange(stroke.current.mask);
          stroke.current = null;
          setDraft(null);
        }}
        onPointerCancel={() => {
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
