import type { Motion } from '@dtm/animate';
import { RECIPE_LIMITS, type RecipeBackground } from '@dtm/shared/recipe';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { PreviewBackground } from '../../preview';
import { clipLengthNote, motionOptionText } from './motion-options';
import type { StudioSettings } from './recipe-clip';

type StudioControlsProps = {
  settings: StudioSettings;
  onChange: (settings: StudioSettings) => void;
  /** The figure's plan's motions the engine can play. */
  motions: Motion[];
  /** Marketplace backgrounds (with their public picture). */
  backgrounds: PreviewBackground[];
  /** Ids of the backgrounds the customer bought, listed first. */
  purchased: readonly string[];
};

const field = 'h-10 rounded-lg border-2 border-ink/15 bg-white px-2';

/** Motions in sequence, background, clip length, framing and orientation. */
export function StudioControls({ settings, onChange, motions, backgrounds, purchased }: StudioControlsProps) {
  const set = (patch: Partial<StudioSettings>) => onChange({ ...settings, ...patch });
  const steps = settings.motions;
  const setStep = (index: number, patch: Partial<(typeof steps)[number]>) =>
    set({ motions: steps.map((step, i) => (i === index ? { ...step, ...patch } : step)) });
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (step) next.splice(index + by, 0, step);
    set({ motions: next });
  };
  const backgroundValue = (bg: RecipeBackground) => (bg.kind === 'colour' ? 'colour' : `${bg.kind}:${bg.id}`);
  const lengthNote = clipLengthNote(steps, motions, settings.clipSeconds);
  const sorted = [...backgrounds.filter((b) => b.url)].sort(
    (a, b) => Number(purchased.includes(b.id)) - Number(purchased.includes(a.id)),
  );

  return (
    <div className="grid gap-4 text-sm">
      <fieldset className="grid gap-2">
        <legend className="font-display text-base font-extrabold">Motions, in order</legend>
        <ol className="grid gap-2">
          {steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positions in a sequence.
            <li key={index} className="flex flex-wrap items-center gap-2" data-testid="studio-motion">
              <span className="w-5 text-right font-bold">{index + 1}.</span>
              <select
                aria-label={`Motion ${index + 1}`}
                className={field}
                value={step.motion}
                onChange={(event) => setStep(index, { motion: event.target.value })}
              >
                {motions.map((motion) => (
                  <option key={motion.name} value={motion.name}>
                    {motionOptionText(motion)}
                  </option>
                ))}
              </select>
              <label className="flex items-center gap-1">
                ×
                <input
                  type="number"
                  aria-label={`Times motion ${index + 1} plays`}
                  className={`${field} w-16`}
                  min={1}
                  max={RECIPE_LIMITS.maxCycles}
                  value={step.cycles}
                  onChange={(event) =>
                    setStep(index, {
                      cycles: Math.min(
                        RECIPE_LIMITS.maxCycles,
                        Math.max(1, Math.round(Number(event.target.value) || 1)),
                      ),
                    })
                  }
                />
              </label>
              <IconButton label={`Move motion ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                <ArrowUp className="size-4" aria-hidden="true" />
              </IconButton>
              <IconButton
                label={`Move motion ${index + 1} down`}
                disabled={index === steps.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </IconButton>
              <IconButton
                label={`Remove motion ${index + 1}`}
                disabled={steps.length === 1}
                onClick={() => set({ motions: steps.filter((_, i) => i !== index) })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </IconButton>
            </li>
          ))}
        </ol>
        {steps.length < RECIPE_LIMITS.maxMotions && motions[0] ? (
          <button
            type="button"
            className="inline-flex items-center gap-1 justify-self-start font-semibold text-crayon-dark underline underline-offset-4"
            onClick={() => set({ motions: [...steps, { motion: motions[0]?.name ?? 'wave', cycles: 1 }] })}
          >
            <Plus className="size-4" aria-hidden="true" /> Add a motion
          </button>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="font-display text-base font-extrabold">Background</legend>
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label="Background"
            className={`${field} min-w-52`}
            value={backgroundValue(settings.background)}
            onChange={(event) => {
              const value = event.target.value;
              if (value === 'colour') set({ background: { kind: 'colour', hex: '#fbf7ef' } });
              else {
                const [kind, ...rest] = value.split(':');
                set({ background: { kind: kind === 'purchased' ? 'purchased' : 'marketplace', id: rest.join(':') } });
              }
            }}
          >
            <option value="colour">Plain colour</option>
            {sorted.map((item) => {
              const bought = purchased.includes(item.id);
              return (
                <option key={item.id} value={`${bought ? 'purchased' : 'marketplace'}:${item.id}`}>
                  {bought ? `${item.name} (bought by the customer)` : item.name}
                </option>
              );
            })}
          </select>
          {settings.background.kind === 'colour' ? (
            <input
              type="color"
              aria-label="Background colour"
              className="h-10 w-14 rounded-lg border-2 border-ink/15"
              value={settings.background.hex.toLowerCase()}
              onChange={(event) => set({ background: { kind: 'colour', hex: event.target.value } })}
            />
          ) : null}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <div className="grid content-start gap-1">
          <label className="grid gap-1 font-semibold">
            Clip length (seconds)
            <input
              type="number"
              aria-describedby={lengthNote ? 'studio-length-note' : undefined}
              className={field}
              min={RECIPE_LIMITS.minClipSeconds}
              max={RECIPE_LIMITS.maxClipSeconds}
              step={1}
              value={settings.clipSeconds}
              onChange={(event) =>
                set({
                  clipSeconds: Math.min(
                    RECIPE_LIMITS.maxClipSeconds,
                    Math.max(RECIPE_LIMITS.minClipSeconds, Number(event.target.value) || 1),
                  ),
                })
              }
            />
          </label>
          {lengthNote ? (
            <p id="studio-length-note" className="text-ink-soft" data-testid="studio-length-note">
              {lengthNote}
            </p>
          ) : null}
        </div>
        <fieldset className="grid content-start gap-1">
          <legend className="font-semibold">Orientation</legend>
          <div className="flex h-10 items-center gap-3">
            {(['landscape', 'portrait'] as const).map((orientation) => (
              <label key={orientation} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="studio-orientation"
                  checked={settings.orientation === orientation}
                  onChange={() => set({ orientation })}
                />
                {orientation === 'landscape' ? 'Landscape' : 'Portrait'}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <fieldset className="grid grid-cols-3 gap-3">
        <legend className="font-display text-base font-extrabold">Framing</legend>
        <Slider
          label="Size"
          min={RECIPE_LIMITS.minScale}
          max={RECIPE_LIMITS.maxScale}
          value={settings.framing.scale}
          onChange={(scale) => set({ framing: { ...settings.framing, scale } })}
        />
        <Slider
          label="Left / right"
          min={-0.5}
          max={0.5}
          value={settings.framing.offsetX}
          onChange={(offsetX) => set({ framing: { ...settings.framing, offsetX } })}
        />
        <Slider
          label="Up / down"
          min={-0.5}
          max={0.5}
          value={settings.framing.offsetY}
          onChange={(offsetY) => set({ framing: { ...settings.framing, offsetY } })}
        />
      </fieldset>
    </div>
  );
}

function Slider(props: { label: string; min: number; max: number; value: number; onChange: (value: number) => void }) {
  return (
    <label className="grid min-w-0 gap-1 font-semibold">
      {props.label}
      <input
        className="w-full min-w-0"
        type="range"
        min={props.min}
        max={props.max}
        step={0.01}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </label>
  );
}

function IconButton(props: { label: string; disabled?: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="flex size-9 items-center justify-center rounded-lg border-2 border-ink/10 bg-white disabled:opacity-40"
    >
      {props.children}
    </button>
  );
}
