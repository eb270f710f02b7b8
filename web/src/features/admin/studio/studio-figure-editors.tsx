import { type Plane, recognisePlan } from '@dtm/animate';
import type { RecipeMotion } from '@dtm/shared/recipe';
import { useId, useMemo, useState } from 'react';
import { CutoutEditor, JointEditor, PlanPicker } from '../../preview';
import { type EditedFigure, figureKey, historyOf, MAIN_FIGURE, withPlan } from './figure-edit';
import type { StudioFigure, StudioSettings } from './recipe-clip';

/** Undo goes back this many brush strokes per figure. */
const UNDO_STEPS = 20;

/**
 * Which figure the Joints and Cut-out tabs edit (its key: MAIN_FIGURE or a companion's) and each
 * figure's cut-out undo history: held by the studio, so both last while the tabs change. A chosen
 * companion taken out of the scene leaves figure 1 chosen (also when it is put back).
 */
export function useFigureEditing(figure: StudioFigure) {
  const [chosen, choose] = useState(MAIN_FIGURE);
  const [histories, setHistories] = useState<ReadonlyMap<string, readonly Plane[]>>(() => new Map());
  const there = chosen === MAIN_FIGURE || (figure.companions ?? []).some((item) => figureKey(item) === chosen);
  // Adjusted while rendering (React's way for state that follows props): no frame shows the old choice.
  if (!there) choose(MAIN_FIGURE);
  return { chosen, choose, histories, setHistories };
}

export type FigureEditing = ReturnType<typeof useFigureEditing>;

type StudioFigureEditorsProps = {
  tab: 'joints' | 'cutout';
  figure: StudioFigure;
  settings: StudioSettings;
  onFigure: (figure: StudioFigure) => void;
  onSettings: (settings: StudioSettings) => void;
  /** Each companion's number in the scene (Figure 2, ...), as the list of more figures numbers them. */
  numbers: readonly number[];
  editing: FigureEditing;
};

/**
 * The Joints tab (body plan and joints) or the Cut-out tab (brush and undo) for one figure of the
 * scene: the main one, or the companion chosen above them when there are companions.
 */
export function StudioFigureEditors(props: StudioFigureEditorsProps) {
  const { tab, figure, settings, editing } = props;
  const companions = figure.companions ?? [];
  const index = companions.findIndex((companion) => figureKey(companion) === editing.chosen);
  const companion = companions[index];
  const key = companion ? editing.chosen : MAIN_FIGURE;
  const edited: EditedFigure = companion ?? figure;
  const motions = companion ? companion.motions : settings.motions;
  const history = historyOf(editing.histories, key, edited.mask);
  // What the cut-out looks like to the engine, for the body plan picker (read when that tab is open).
  const recognised = useMemo(
    () => (tab === 'joints' ? recognisePlan(edited.mask) : { plan: edited.plan, confidence: 0 }),
    [tab, edited.mask, edited.plan],
  );

  const update = (changes: Partial<EditedFigure>, nextMotions?: RecipeMotion[]) => {
    if (!companion) {
      props.onFigure({ ...figure, ...changes });
      if (nextMotions) props.onSettings({ ...settings, motions: nextMotions });
      return;
    }
    const next = { ...companion, ...changes, ...(nextMotions ? { motions: nextMotions } : {}) };
    props.onFigure({ ...figure, companions: companions.map((item, i) => (i === index ? next : item)) });
  };
  const remember = (list: readonly Plane[]) => editing.setHistories((map) => new Map(map).set(key, list));

  const choices = [
    { key: MAIN_FIGURE, number: 1 },
    ...companions.map((item, i) => ({ key: figureKey(item), number: props.numbers[i] ?? i + 2 })),
  ].sort((a, b) => a.number - b.number);
  // As wide as fits 55% of the screen's height, so the whole figure shows beside the stage.
  const width = `calc(55vh * ${edited.image.width} / ${edited.image.height})`;

  return (
    <>
      {companions.length > 0 ? <FigureChoice choices={choices} chosen={key} onChoose={editing.choose} /> : null}
      {tab === 'joints' ? (
        <>
          <PlanPicker
            plan={edited.plan}
            recognised={{ plan: recognised.plan, confidence: recognised.confidence }}
            onPlan={(plan) => {
              if (plan === edited.plan) return;
              const next = withPlan(edited, motions, plan);
              update(next.figure, next.motions);
            }}
          />
          <div className="mx-auto w-full" style={{ maxWidth: width }}>
            <JointEditor
              // A new editor per figure and plan: it draws its cut-out once.
              key={`${key}:${edited.plan}`}
              image={edited.image}
              mask={edited.mask}
              skeleton={edited.skeleton}
              joints={edited.joints}
              onChange={(joints) => update({ joints })}
            />
          </div>
        </>
      ) : (
        <div className="mx-auto w-full" style={{ maxWidth: width }}>
          <CutoutEditor
            key={key}
            image={edited.image}
            mask={edited.mask}
            canUndo={history.length > 1}
            onChange={(mask) => {
              remember([...history.slice(1 - UNDO_STEPS), mask]);
              update({ mask });
            }}
            onUndo={() => {
              const list = history.length > 1 ? history.slice(0, -1) : history;
              remember(list);
              update({ mask: list[list.length - 1] ?? edited.mask });
            }}
          />
        </div>
      )}
    </>
  );
}

/** "Figure to edit": figure 1 (the main one) or one of its companions, a segmented control. */
function FigureChoice({
  choices,
  chosen,
  onChoose,
}: {
  choices: readonly { key: string; number: number }[];
  chosen: string;
  onChoose: (key: string) => void;
}) {
  const label = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={label}
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
      data-testid="studio-figure-choice"
    >
      <span id={label} className="text-sm font-bold">
        Figure to edit
      </span>
      <div className="inline-flex flex-wrap gap-1 rounded-full bg-paper-deep p-1">
        {choices.map((choice) => (
          <label
            key={choice.key}
            className="flex min-h-9 cursor-pointer items-center rounded-full px-3 text-sm font-bold has-checked:bg-grape has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-grape"
          >
            <input
              type="radio"
              name="studio-figure-to-edit"
              value={choice.key}
              className="sr-only"
              checked={chosen === choice.key}
              onChange={() => onChoose(choice.key)}
            />
            Figure {choice.number}
          </label>
        ))}
      </div>
    </div>
  );
}
