import { firstMotion } from '@dtm/animate';
import { RECIPE_LIMITS } from '@dtm/shared/recipe';
import { LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { planMotions } from '../../preview';
import { motionOptionText } from './motion-options';
import type { StudioCompanion, StudioFigure } from './recipe-clip';
import { overlapShare, type ShareBox } from './use-other-figures';

type StudioCompanionsProps = {
  figure: StudioFigure;
  onChange: (companions: StudioCompanion[]) => void;
  /** The drawing's other figures (null while the drawing is read). */
  others: readonly ShareBox[] | null;
  /** Why the drawing could not be read for other figures, or null. */
  problem: string | null;
  read: (box: ShareBox) => Promise<Omit<StudioCompanion, 'motions'>>;
};

const field = 'h-10 rounded-lg border-2 border-ink/15 bg-white px-2';

/** Which of `others` a companion is (the box it mostly lies on), or -1. */
function matchOf(companion: StudioCompanion, others: readonly ShareBox[]): number {
  return others.findIndex((box) => overlapShare(box, companion.box) >= 0.5);
}

/**
 * Each companion's number in the scene: 2 and up in the order the drawing's other figures were
 * found (figure 1 is the main one); one no longer found comes after them.
 */
export function companionNumbers(companions: readonly StudioCompanion[], others: readonly ShareBox[] | null): number[] {
  const list = others ?? [];
  return companions.map((companion, index) => {
    const match = matchOf(companion, list);
    return match >= 0 ? match + 2 : list.length + index + 2;
  });
}

/**
 * The drawing's other figures: "This drawing has N more figures", a button to add each to the
 * scene (read with its own plan and joints, playing its plan's first motion), and for each one in
 * the scene its motion and a button to take it out again. Figure 1 is the main figure.
 */
export function StudioCompanions({ figure, onChange, others, problem, read }: StudioCompanionsProps) {
  const companions = figure.companions ?? [];
  const [reading, setReading] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const list = others ?? [];
  const numbers = companionNumbers(companions, others);
  const full = companions.length >= RECIPE_LIMITS.maxCompanions;

  const add = async (box: ShareBox, index: number) => {
    setFailed(null);
    setReading(index);
    try {
      const found = await read(box);
      onChange([...companions, { ...found, motions: [{ motion: firstMotion(found.skeleton), cycles: 1 }] }]);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'This figure could not be read.');
    } finally {
      setReading(null);
    }
  };

  if (others === null && companions.length === 0) {
    return problem ? null : (
      <p
        role="status"
        className="mt-3 flex items-center gap-2 px-1 text-sm text-ink-soft"
        data-testid="studio-companions"
      >
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Looking for more figures on the drawing…
      </p>
    );
  }
  if (list.length === 0 && companions.length === 0) return null;

  return (
    <section className="mt-3 grid gap-2 px-1 text-sm" data-testid="studio-companions" aria-label="More figures">
      <h2 className="font-display text-base font-extrabold">
        {others === null
          ? 'More figures in the scene'
          : list.length === 1
            ? 'This drawing has 1 more figure'
            : `This drawing has ${list.length} more figures`}
      </h2>
      {others === null && !problem ? (
        <p role="status" className="flex items-center gap-2 text-ink-soft">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Looking for more figures on the drawing…
        </p>
      ) : null}
      <ul className="grid gap-2">
        {companions.map((companion, index) => (
          <CompanionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: companions are positions in the scene.
            key={index}
            number={numbers[index] ?? index + 2}
            companion={companion}
            onMotion={(motion) =>
              onChange(
                companions.map((item, i) => (i === index ? { ...item, motions: [{ motion, cycles: 1 }] } : item)),
              )
            }
            onRemove={() => onChange(companions.filter((_, i) => i !== index))}
          />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {list.map((box, index) =>
          companions.some((companion) => matchOf(companion, list) === index) ? null : (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are the reading's, in its order.
              key={index}
              variant="secondary"
              size="sm"
              disabled={reading !== null || full}
              onClick={() => add(box, index)}
            >
              {reading === index ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Plus aria-hidden="true" className="size-4" />
              )}
              {reading === index ? `Reading figure ${index + 2}…` : `Add figure ${index + 2} to the scene`}
            </Button>
          ),
        )}
      </div>
      {full ? <p className="text-ink-soft">A scene holds up to {RECIPE_LIMITS.maxCompanions + 1} figures.</p> : null}
      {failed ? (
        <p role="alert" className="font-semibold text-red-700">
          {failed}
        </p>
      ) : null}
    </section>
  );
}

function CompanionRow({
  number,
  companion,
  onMotion,
  onRemove,
}: {
  number: number;
  companion: StudioCompanion;
  onMotion: (motion: string) => void;
  onRemove: () => void;
}) {
  const motions = useMemo(
    () => planMotions(companion.skeleton, companion.joints),
    [companion.skeleton, companion.joints],
  );
  const pixels = useMemo(() => companion.mask.data.reduce((sum, value) => sum + (value ? 1 : 0), 0), [companion.mask]);
  return (
    // Its plan and cut-out's size, for tests and support.
    <li
      className="flex flex-wrap items-center gap-2"
      data-testid="studio-companion"
      data-plan={companion.plan}
      data-mask-pixels={pixels}
    >
      <span className="font-bold">Figure {number}</span>
      <select
        aria-label={`Motion of figure ${number}`}
        className={field}
        value={companion.motions[0]?.motion}
        onChange={(event) => onMotion(event.target.value)}
      >
        {motions.map((motion) => (
          <option key={motion.name} value={motion.name}>
            {motionOptionText(motion)}
          </option>
        ))}
      </select>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" /> Remove figure {number}
      </Button>
    </li>
  );
}
