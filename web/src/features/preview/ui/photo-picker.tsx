import SAMPLE from '@dtm/animate/fixtures/drawings/char2/texture.png?url';
import { Camera, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

/** Take a photo or pick a picture (nothing leaves the phone), or try a sample drawing. */
export function PhotoPicker({ onPick }: { onPick: (file: Blob) => void }) {
  const id = useId();
  return (
    <div className="grid gap-4 rounded-2xl border-2 border-dashed border-ink/20 bg-white p-6 text-center">
      <p className="text-lg">Take a photo of the drawing on a flat, well-lit table, or pick one you already have.</p>
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <label
          htmlFor={id}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full bg-crayon px-5 font-bold text-white shadow-[0_4px_0_0_var(--color-crayon-dark)] focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-grape hover:bg-crayon-dark"
        >
          <Camera aria-hidden="true" className="size-5" />
          Take or pick a photo
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            data-testid="preview-photo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onPick(file);
              event.target.value = '';
            }}
          />
        </label>
        <Button
          variant="secondary"
          onClick={async () => {
            const response = await fetch(SAMPLE);
            onPick(await response.blob());
          }}
        >
          <Sparkles aria-hidden="true" className="size-5" />
          Try a sample drawing
        </Button>
      </div>
      <p className="text-sm text-ink-soft">Everything happens on this device: the photo is not sent anywhere.</p>
    </div>
  );
}
