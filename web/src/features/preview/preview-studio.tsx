import {
  type BodyPlan,
  guessSkeleton,
  type Plane,
  recognisePlan,
  type Skeleton,
  type SkeletonJoints,
} from '@dtm/animate';
import { loadPhoto } from '@dtm/animate/render';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, LoaderCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { previewDrawingsQueryOptions, useSavePreview } from './api/saved-preview';
import { CutoutEditor } from './ui/cutout-editor';
import { JointEditor } from './ui/joint-editor';
import { MotionStage } from './ui/motion-stage';
import { PhotoPicker } from './ui/photo-picker';
import { planMotions } from './ui/plan-motions';
import { PlanPicker } from './ui/plan-picker';
import { toRig } from './ui/to-rig';
import { UploadedDrawing } from './ui/uploaded-drawing';
import { cutOutInWorker } from './worker/cut-out-client';
import type { CutOutResult } from './worker/messages';

type Step = 'pick' | 'working' | 'cutout' | 'joints' | 'animate';
const STEPS: { id: Step; label: string }[] = [
  { id: 'cutout', label: 'Cut-out' },
  { id: 'joints', label: 'Joints' },
  { id: 'animate', label: 'Move' },
];

type Figure = { plan: BodyPlan; skeleton: Skeleton; joints: SkeletonJoints };

/** The first motion of the plan the engine can play for these joints. */
function firstMotionOf(figure: Figure): string {
  return planMotions(figure.skeleton, figure.joints)[0]?.name ?? 'wave';
}

/**
 * The instant preview: photo, cut-out (with a brush to fix it), what was drawn (the body plan
 * recognised from the cut-out, switched with one tap) and its joints, then the drawing moving.
 * With an upload token (after payment) the cut-out, plan and joints can be saved with the order.
 */
export default function PreviewStudio({ token }: { token?: string }) {
  const [step, setStep] = useState<Step>('pick');
  const [cut, setCut] = useState<(CutOutResult & { photo: { width: number; height: number } }) | null>(null);
  const [history, setHistory] = useState<Plane[]>([]);
  const [figure, setFigure] = useState<Figure | null>(null);
  const [recognised, setRecognised] = useState<{ plan: BodyPlan; confidence: number }>({
    plan: 'biped',
    confidence: 0,
  });
  const [motion, setMotion] = useState<string>('wave');
  // The cut-out the plan and joints were guessed on: a cut-out fixed with the brush is read again.
  const [guessedOn, setGuessedOn] = useState<Plane | null>(null);
  const [background, setBackground] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // After payment: the order's drawings to pick from, and its frame's size (the video's default size).
  const drawings = useQuery({ ...previewDrawingsQueryOptions(token ?? ''), enabled: Boolean(token) });
  const [artworkFileId, setArtworkFileId] = useState<string | undefined>(undefined);
  const mask = history[history.length - 1] ?? null;
  const joints = figure?.joints ?? null;

  const choose = (next: Figure) => {
    setFigure(next);
    setMotion(firstMotionOf(next));
  };
  // Another plan: its skeleton guessed again on the cut-out as it is now.
  const switchPlan = (plan: BodyPlan) => {
    if (!mask || plan === figure?.plan) return;
    const guess = guessSkeleton(mask, plan);
    choose({ plan, skeleton: guess.skeleton, joints: guess.joints });
    setGuessedOn(mask);
  };
  const toJoints = () => {
    if (mask && mask !== guessedOn) {
      const recognition = recognisePlan(mask);
      const guess = guessSkeleton(mask, recognition.plan);
      setRecognised({ plan: recognition.plan, confidence: recognition.confidence });
      choose({ plan: recognition.plan, skeleton: guess.skeleton, joints: guess.joints });
      setGuessedOn(mask);
    }
    setStep('joints');
  };

  const pick = async (file: Blob, fileId?: string) => {
    setArtworkFileId(fileId);
    setStep('working');
    setProblem(null);
    try {
      const photo = await loadPhoto(file);
      const size = { width: photo.width, height: photo.height };
      const result = await cutOutInWorker(photo);
      setCut({ ...result, photo: size });
      setHistory([result.mask]);
      setRecognised({ plan: result.plan, confidence: result.confidence });
      choose({ plan: result.plan, skeleton: result.skeleton, joints: result.joints });
      setGuessedOn(result.mask);
      setStep('cutout');
    } catch {
      setProblem('We could not read that picture. Please try another photo.');
      setStep('pick');
    }
  };

  return (
    <div className="grid gap-6" data-testid="preview-studio">
      {step !== 'pick' && step !== 'working' ? (
        <ol className="flex gap-2 text-sm font-bold" aria-label="Steps">
          {STEPS.map((item, index) => (
            <li
              key={item.id}
              aria-current={item.id === step ? 'step' : undefined}
              className={`rounded-full px-3 py-1 ${item.id === step ? 'bg-crayon text-white' : 'bg-paper-deep text-ink'}`}
            >
              {index + 1}. {item.label}
            </li>
          ))}
        </ol>
      ) : null}
      {step === 'pick' ? (
        <>
          {token ? (
            <UploadedDrawing
              token={token}
              drawings={drawings.data?.drawings}
              onPick={(file, id) => void pick(file, id)}
            />
          ) : null}
          <PhotoPicker onPick={(file) => void pick(file)} />
          {problem ? (
            <p role="alert" className="font-semibold text-red-700">
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
      {step === 'working' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-3 rounded-2xl bg-white p-10 text-lg font-semibold"
        >
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
          Finding the figure on the paper…
        </p>
      ) : null}
      {cut && mask && joints && step === 'cutout' ? (
        <>
          <h3 className="font-display text-xl font-extrabold">Is the yellow line around the whole figure?</h3>
          <CutoutEditor
            image={cut.image}
            mask={mask}
            canUndo={history.length > 1}
            onChange={(next) => setHistory((h) => [...h.slice(-19), next])}
            onUndo={() => setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h))}
          />
          <StepButtons onBack={() => setStep('pick')} backLabel="Another photo" onNext={toJoints} />
        </>
      ) : null}
      {cut && mask && figure && step === 'joints' ? (
        <>
          <PlanPicker plan={figure.plan} recognised={recognised} onPlan={switchPlan} />
          <h3 className="font-display text-xl font-extrabold">Drag the dots onto the joints</h3>
          <JointEditor
            key={figure.plan}
            image={cut.image}
            mask={mask}
            skeleton={figure.skeleton}
            joints={figure.joints}
            onChange={(moved) => setFigure({ ...figure, joints: moved })}
          />
          <StepButtons onBack={() => setStep('cutout')} onNext={() => setStep('animate')} nextLabel="Make it move" />
        </>
      ) : null}
      {cut && mask && figure && step === 'animate' ? (
        <>
          <MotionStage
            image={cut.image}
            mask={mask}
            skeleton={figure.skeleton}
            joints={figure.joints}
            motion={motion}
            onMotion={setMotion}
            background={background}
            onBackground={setBackground}
            frameSize={drawings.data?.frameSize ?? null}
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setStep('joints')}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              Adjust joints
            </Button>
            <Button variant="ghost" onClick={() => setStep('pick')}>
              <RotateCcw aria-hidden="true" className="size-5" />
              Start over
            </Button>
          </div>
          {token ? (
            <SaveWithOrder
              token={token}
              rig={() => ({
                ...toRig(cut, mask, figure.plan, figure.joints, motion, background),
                ...(artworkFileId ? { artworkFileId } : {}),
              })}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function StepButtons(props: { onBack: () => void; onNext: () => void; backLabel?: string; nextLabel?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-3">
      <Button variant="secondary" onClick={props.onBack}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {props.backLabel ?? 'Back'}
      </Button>
      <Button onClick={props.onNext}>
        {props.nextLabel ?? 'Next'}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

function SaveWithOrder({ token, rig }: { token: string; rig: () => ReturnType<typeof toRig> }) {
  const save = useSavePreview(token);
  return (
    <div className="rounded-2xl bg-white p-5">
      <p>Save this cut-out and these joints with your order, so our artists start from them.</p>
      <Button className="mt-3" onClick={() => save.mutate(rig())} disabled={save.isPending}>
        {save.isSuccess ? <Check aria-hidden="true" className="size-5" /> : null}
        {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved with your order' : 'Save with my order'}
      </Button>
      {save.isSuccess ? (
        <p role="status" className="mt-2 font-semibold text-green-800">
          Thank you! Our artists will start from this cut-out and these joints.
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          The preview could not be saved. Please try again.
        </p>
      ) : null}
    </div>
  );
}
