import type { BodyPlan } from '@dtm/animate';

/** The plans in the parent's words. */
export const PLAN_LABELS: Record<BodyPlan, string> = {
  biped: 'Person',
  quadruped: 'Four legs',
  'many-limbed': 'Many legs',
  limbless: 'No legs',
};

const DESCRIBED: Record<BodyPlan, string> = {
  biped: 'a person (or anything on two legs)',
  quadruped: 'an animal on four legs',
  'many-limbed': 'a creature with many legs',
  limbless: 'something without legs',
};

function sureness(confidence: number): string {
  if (confidence >= 0.75) return 'We are quite sure';
  if (confidence >= 0.6) return 'We think';
  return 'We are not sure, but we guess';
}

type PlanPickerProps = {
  plan: BodyPlan;
  /** The plan recognised from the cut-out and how sure (0..1). */
  recognised: { plan: BodyPlan; confidence: number };
  onPlan: (plan: BodyPlan) => void;
};

/** What the drawing is (the recognised plan and how sure), switched with one tap: a segmented control. */
export function PlanPicker({ plan, recognised, onPlan }: PlanPickerProps) {
  return (
    <fieldset className="grid gap-2" data-testid="preview-plan">
      <legend className="font-display text-lg font-extrabold">What did you draw?</legend>
      <p className="text-ink-soft" role="status">
        {sureness(recognised.confidence)} it is {DESCRIBED[recognised.plan]}.
        {recognised.plan !== plan ? ` You chose: ${PLAN_LABELS[plan]}.` : ' Tap another if it is not.'}
      </p>
      <div className="inline-flex flex-wrap gap-1 justify-self-start rounded-full bg-paper-deep p-1">
        {(Object.keys(PLAN_LABELS) as BodyPlan[]).map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center rounded-full px-4 font-bold has-checked:bg-crayon has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-grape"
          >
            <input
              type="radio"
              name="preview-plan"
              value={option}
              className="sr-only"
              checked={plan === option}
              onChange={() => onPlan(option)}
            />
            {PLAN_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
