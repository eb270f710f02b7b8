import {
  type BodyPlan,
  downscale,
  firstMotion,
  guessSkeleton,
  type Plane,
  type RgbaImage,
  RIG_LIMITS,
  recognisePlan,
  type Skeleton,
  type SkeletonJoints,
} from '@dtm/animate';
import { loadPhoto } from '@dtm/animate/render';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, LoaderCircle, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { previewDrawingsQueryOptions, useSavePreview } from './api/saved-preview';
import { CutoutEditor } from './ui/cutout-editor';
import { JointEditor } from './ui/joint-editor';
import { type CutoutEdit, partsLeft, withPartAdded } from './ui/left-out';
import { LeftOutButtons, LeftOutNote } from './ui/left-out-list';
import { MotionStage } from './ui/motion-stage';
import { OtherDrawings } from './ui/other-drawings';
import { figureArea, othersAfterSwitch } from './ui/other-figures';
import { PhotoPicker } from './ui/photo-picker';
import { planMotions } from './ui/plan-motions';
import { PlanPicker } from './ui/plan-picker';
import { boxShares, companionRigs, type SceneCompanion, sameArea, stageCompanions } from './ui/scene-companions';
import { SceneList } from './ui/scene-list';
import { toRig } from './ui/to-rig';
import { UploadedDrawing } from './ui/uploaded-drawing';
import { cutOutInWorker, readFigureInWorker } from './worker/cut-out-client';
import type { CutOutResult, PhotoArea } from './worker/messages';

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
  // Every state of the cut-out, for Undo: brush strokes and left-out marks added back.
  const [history, setHistory] = useState<CutoutEdit[]>([]);
  // The photo as the worker read it (kept to read another drawing on it) and small, to show the page.
  const [photo, setPhoto] = useState<{ full: RgbaImage; small: RgbaImage } | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const [switchProblem, setSwitchProblem] = useState<string | null>(null);
  const [figure, setFigure] = useState<Figure | null>(null);
  // The page's other drawings the parent added to the moving scene, and the one being read.
  const [companions, setCompanions] = useState<SceneCompanion[]>([]);
  const [adding, setAdding] = useState<number | null>(null);
  const [addProblem, setAddProblem] = useState<string | null>(null);
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
  const edit = history[history.length - 1] ?? null;
  const mask = edit?.mask ?? null;
  const left = useMemo(() => (cut && edit ? partsLeft(cut.leftOut, edit.added) : []), [cut, edit]);
  const pushEdit = (next: CutoutEdit) => setHistory((h) => [...h.slice(-19), next]);
  // A mark added back is an edit of the cut-out like a brush stroke: the plan and joints are read again on Next.
  const addBackPart = (number: number) => {
    if (cut && edit) pushEdit(withPartAdded(edit, cut.leftOut, number));
  };
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

  const take = (result: CutOutResult, photoSize: { width: number; height: number }) => {
    setCut({ ...result, photo: photoSize });
    setCompanions([]);
    setAddProblem(null);
    setHistory([{ mask: result.mask, added: [] }]);
    setRecognised({ plan: result.plan, confidence: result.confidence });
    choose({ plan: result.plan, skeleton: result.skeleton, joints: result.joints });
    setGuessedOn(result.mask);
  };

  const pick = async (file: Blob, fileId?: string) => {
    setArtworkFileId(fileId);
    setStep('working');
    setProblem(null);
    setSwitchProblem(null);
    try {
      const loaded = await loadPhoto(file);
      const size = { width: loaded.width, height: loaded.height };
      // The worker is handed the pixels: a copy stays here for another drawing on the same page.
      const full = { ...loaded, data: loaded.data.slice() };
      const result = await cutOutInWorker(loaded);
      setPhoto({ full, small: downscale(full, 720) });
      take(result, size);
      setStep('cutout');
    } catch {
      setProblem('We could not read that picture. Please try another photo.');
      setStep('pick');
    }
  };

  // Another drawing on the page brought to life; the one that moved becomes one of the others.
  const switchTo = async (index: number) => {
    const area = cut?.others[index];
    if (!cut || !photo || !area || switching !== null) return;
    setSwitching(index);
    setSwitchProblem(null);
    try {
      const result = await readFigureInWorker({ ...photo.full, data: photo.full.data.slice() }, area);
      take({ ...result, others: othersAfterSwitch(cut.others, index, figureArea(cut)) }, cut.photo);
    } catch {
      setSwitchProblem('We could not read that drawing. Please try again, or take a photo of it on its own.');
    } finally {
      setSwitching(null);
    }
  };
  // Another drawing on the page added to the scene, moving beside this one with its own first motion.
  const addToScene = async (index: number) => {
    const area = cut?.others[index];
    if (!cut || !photo || !area || adding !== null) return;
    setAdding(index);
    setAddProblem(null);
    try {
      const result = await readFigureInWorker({ ...photo.full, data: photo.full.data.slice() }, area);
      const added = { area, cut: result, motion: firstMotion(result.skeleton) };
      setCompanions((now) => (now.some((item) => sameArea(item.area, area)) ? now : [...now, added]));
    } catch {
      setAddProblem('We could not read that drawing. Please try again, or take a photo of it on its own.');
    } finally {
      setAdding(null);
    }
  };
  const removeFromScene = (area: PhotoArea) => setCompanions((now) => now.filter((item) => !sameArea(item.area, area)));
  const companionMotion = (area: PhotoArea, next: string) =>
    setCompanions((now) => now.map((item) => (sameArea(item.area, area) ? { ...item, motion: next } : item)));
  const together = useMemo(() => (cut ? stageCompanions(companions, cut.photo) : []), [cut, companions]);
  const box = useMemo(() => (cut ? boxShares(cut.box, cut.photo) : undefined), [cut]);
  const others =
    cut && photo && (step === 'cutout' || step === 'animate') ? (
      <OtherDrawings
        page={photo.small}
        size={cut.size}
        current={figureArea(cut)}
        others={cut.others}
        onChoose={(index) => void switchTo(index)}
        reading={switching}
        problem={switchProblem}
      />
    ) : null;

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
          {others}
          <h3 className="font-display text-xl font-extrabold">Is the yellow line around the whole figure?</h3>
          <LeftOutNote left={left} />
          <CutoutEditor
            key={cut.id}
            image={cut.image}
            mask={mask}
            canUndo={history.length > 1}
            onChange={(next) => pushEdit({ mask: next, added: edit?.added ?? [] })}
            onUndo={() => setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h))}
            leftOut={left}
            onAddBack={addBackPart}
          />
          <LeftOutButtons left={left} onAddBack={addBackPart} />
          <StepButtons onBack={() => setStep('pick')} backLabel="Another photo" onNext={toJoints} />
        </>
      ) : null}
      {cut && mask && figure && step === 'joints' ? (
        <>
          <PlanPicker plan={figure.plan} recognised={recognised} onPlan={switchPlan} />
          <h3 className="font-display text-xl font-extrabold">Drag the dots onto the joints</h3>
          <JointEditor
            key={`${cut.id}-${figure.plan}`}
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
          {others}
          <SceneList
            current={figureArea(cut)}
            others={cut.others}
            companions={companions}
            most={1 + RIG_LIMITS.maxCompanions}
            onAdd={(index) => void addToScene(index)}
            onRemove={removeFromScene}
            onMotion={companionMotion}
            adding={adding}
            problem={addProblem}
          />
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
            companions={together}
            box={box}
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
                ...(companions.length ? { companions: companionRigs(companions, cut.photo) } : {}),
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
