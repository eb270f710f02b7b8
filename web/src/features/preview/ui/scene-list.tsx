import { LoaderCircle, Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { PhotoArea } from '../worker/messages';
import { drawingNumbers } from './other-figures';
import { planMotions } from './plan-motions';
import { type SceneCompanion, sameArea } from './scene-companions';

type SceneListProps = {
  current: PhotoArea;
  others: readonly PhotoArea[];
  companions: readonly SceneCompanion[];
  /** Most figures moving together (the main one included). */
  most: number;
  onAdd: (index: number) => void;
  onRemove: (area: PhotoArea) => void;
  onMotion: (area: PhotoArea, motion: string) => void;
  /** The other being read now (its index), if any. */
  adding: number | null;
  problem: string | null;
};

/**
 * The page's other drawings, each to add to the moving scene beside this one ("Add drawing 2
 * too") or take out of it again, with the motion of each one added.
 */
export function SceneList({
  current,
  others,
  companions,
  most,
  onAdd,
  onRemove,
  onMotion,
  adding,
  problem,
}: SceneListProps) {
  if (others.length === 0) return null;
  const numbers = drawingNumbers(current, others);
  const full = companions.length + 1 >= most;
  return (
    <section className="grid gap-3 rounded-2xl bg-white p-4" aria-label="Drawings moving together">
      <p className="font-semibold">Or animate them together: add another drawing to this scene.</p>
      <ul className="grid gap-2">
        {others.map((area, index) => {
          const number = numbers.others[index];
          const companion = companions.find((item) => sameArea(item.area, area));
          if (!companion)
            return (
              <li key={`${area.x}-${area.y}`}>
                <Button variant="secondary" onClick={() => onAdd(index)} disabled={adding !== null || full}>
                  {adding === index ? (
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                  ) : (
                    <Plus aria-hidden="true" className="size-5" />
                  )}
                  {adding === index ? `Adding drawing ${number}…` : `Add drawing ${number} too`}
                </Button>
              </li>
            );
          const motions = planMotions(companion.cut.skeleton, companion.cut.joints);
          return (
            <li key={`${area.x}-${area.y}`} className="flex flex-wrap items-end gap-3">
              <label className="grid gap-1 text-sm font-semibold">
                Drawing {number}'s motion
                <select
                  className="h-11 rounded-xl border-2 border-ink/15 bg-white px-3"
                  value={companion.motion}
                  onChange={(event) => onMotion(area, event.target.value)}
                >
                  {motions.map((motion) => (
                    <option key={motion.name} value={motion.name}>
                      {motion.label}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="ghost" onClick={() => onRemove(area)}>
                <Minus aria-hidden="true" className="size-5" />
                Remove drawing {number}
              </Button>
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
