import { clipSize } from '@dtm/animate/render';
import type { FrameSize } from '@dtm/shared/constants';
import { animationRecipeSchema } from '@dtm/shared/recipe';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-client';
import { planMotions } from '../../preview';
import { StatusBadge } from '../components/status-badge';
import { getRecipeVersion, type StudioKind, useSaveRecipe } from './api/recipes';
import { clipTooLong } from './motion-options';
import { figureFromRecipe, loadPicture, renderTargets, settingsOf, toRecipe } from './recipe-clip';
import { fileUrl } from './studio-artwork';
import { companionNumbers, StudioCompanions } from './studio-companions';
import { StudioControls } from './studio-controls';
import { StudioFigureEditors, useFigureEditing } from './studio-figure-editors';
import { StudioHistory } from './studio-history';
import { StudioRender } from './studio-render';
import { StudioSkeleton } from './studio-skeleton';
import { StudioStage } from './studio-stage';
import { useOtherFigures } from './use-other-figures';
import { type StudioStart, useStudioStart } from './use-studio-start';

type Tab = 'look' | 'joints' | 'cutout';
const TABS: { id: Tab; label: string }[] = [
  { id: 'look', label: 'Motion & look' },
  { id: 'joints', label: 'Body & joints' },
  { id: 'cutout', label: 'Cut-out' },
];

const ORIGIN_TEXT: Record<StudioStart['origin'], string> = {
  recipe: 'Opened the newest saved version.',
  'customer-preview': 'Started from the cut-out and joints the customer saved.',
  'auto-cutout': 'The customer saved no preview: started from an automatic cut-out.',
};

/** The admin's animation studio for one frame or character (route /admin/studio/$kind/$id). */
export default function StudioPage({ kind, id, orderId }: { kind: StudioKind; id: string; orderId?: string }) {
  const { subject, artwork, recipes, backgrounds, start, problem } = useStudioStart(kind, id, orderId);
  const back = kind === 'frames' ? '/admin/frame-management' : '/admin/character-management';
  const title = subject.data ? `Studio: ${subject.data.name}` : 'Studio';

  return (
    <div className="grid gap-4" data-testid="animation-studio">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link to={back} className="inline-flex items-center gap-1 text-sm font-semibold text-crayon-dark">
            <ArrowLeft aria-hidden="true" className="size-4" /> {kind === 'frames' ? 'Frame' : 'Character'} Management
          </Link>
          <h1 className="font-display text-2xl font-extrabold tracking-tight">{title}</h1>
          {subject.data ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
              {subject.data.customerName}
              {subject.data.frameSize ? ` · ${subject.data.frameSize}" frame` : ''}
              <StatusBadge status={subject.data.status} />
            </p>
          ) : null}
        </div>
      </div>
      {subject.isSuccess && !subject.data ? (
        <p role="alert">This {kind === 'frames' ? 'frame' : 'character'} does not exist any more.</p>
      ) : null}
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      {!start && !problem && subject.data !== null ? (
        <StudioSkeleton step={artwork.data ? 'Reading the drawing…' : 'Fetching the drawing…'} />
      ) : null}
      {start && subject.data ? (
        <StudioEditor
          kind={kind}
          id={id}
          name={subject.data.name}
          orderId={orderId ?? null}
          start={start}
          frameSize={subject.data.frameSize}
          versions={recipes.data?.recipes ?? []}
          latestVersion={recipes.data?.latest?.version ?? null}
          changeRequests={recipes.data?.changeRequests ?? []}
          historyUnavailable={recipes.isError}
          previewVersion={recipes.data?.previewVersion ?? null}
          changeRequestsLeft={recipes.data?.changeRequestsLeft ?? null}
          purchased={recipes.data?.purchasedBackgroundIds ?? []}
          backgrounds={backgrounds.data ?? []}
          artworkUrlOf={(fileId) => {
            const file = artwork.data?.files.find((candidate) => candidate.id === fileId);
            if (!file) throw new Error('The drawing of this version is no longer with the order.');
            return fileUrl(file);
          }}
        />
      ) : null}
    </div>
  );
}

type EditorProps = {
  kind: StudioKind;
  id: string;
  name: string;
  orderId: string | null;
  start: StudioStart;
  frameSize: FrameSize | null;
  versions: Parameters<typeof StudioHistory>[0]['versions'];
  latestVersion: number | null;
  changeRequests: Parameters<typeof StudioHistory>[0]['changeRequests'];
  historyUnavailable: boolean;
  previewVersion: number | null;
  changeRequestsLeft: number | null;
  backgrounds: Parameters<typeof StudioControls>[0]['backgrounds'];
  /** The backgrounds the customer bought: offered first. */
  purchased: readonly string[];
  artworkUrlOf: (fileId: string) => string;
};

function StudioEditor(props: EditorProps) {
  const { kind, id, start, backgrounds } = props;
  const [figure, setFigure] = useState(start.figure);
  const [settings, setSettings] = useState(start.settings);
  const [tab, setTab] = useState<Tab>('look');
  const editing = useFigureEditing(figure);
  const [opened, setOpened] = useState<number | null>(start.version);
  // The newest version this editor knows of: a save on top of an older one is a conflict.
  const [baseVersion, setBaseVersion] = useState<number | null>(start.version ?? props.latestVersion);
  const [saved, setSaved] = useState<string | null>(
    start.version ? JSON.stringify(toRecipe(start.figure, start.settings)) : null,
  );
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);
  const [rendering, setRendering] = useState(false);
  const save = useSaveRecipe(kind, id);
  const targets = renderTargets(kind, props.frameSize);
  const size = clipSize(targets[0] ?? 'frame-7', settings.orientation);
  const motions = useMemo(() => planMotions(figure.skeleton, figure.joints), [figure.skeleton, figure.joints]);
  const recipe = useMemo(() => toRecipe(figure, settings), [figure, settings]);
  const dirty = saved !== JSON.stringify(recipe);
  // The drawing's other figures: as the automatic start found them, or read again from the drawing.
  const sameDrawing = figure.artwork.fileId === start.figure.artwork.fileId;
  const others = useOtherFigures(
    props.artworkUrlOf(figure.artwork.fileId),
    figure.box,
    sameDrawing ? (start.others ?? null) : null,
  );

  const background = settings.background;
  const pictureUrl =
    background.kind === 'colour' ? null : (backgrounds.find((item) => item.id === background.id)?.url ?? null);
  useEffect(() => {
    let cancelled = false;
    if (!pictureUrl) setPicture(null);
    else
      loadPicture(pictureUrl).then(
        (image) => !cancelled && setPicture(image),
        () => !cancelled && setPicture(null),
      );
    return () => {
      cancelled = true;
    };
  }, [pictureUrl]);

  const saveVersion = async (): Promise<number> => {
    const valid = animationRecipeSchema.parse(recipe);
    const { version } = await save.mutateAsync({ recipe: valid, baseVersion });
    setBaseVersion(version);
    setOpened(version);
    setSaved(JSON.stringify(recipe));
    return version;
  };
  const ensureVersion = async () => (!dirty && opened !== null ? opened : saveVersion());

  const openVersion = async (version: number) => {
    const { recipe: old } = await getRecipeVersion(kind, id, version);
    const next = await figureFromRecipe(old, props.artworkUrlOf(old.artwork.fileId));
    // The figures' undo histories end on other masks now: each starts again from the version's.
    setFigure(next);
    setSettings(settingsOf(old));
    setOpened(version);
    // Reopened after a conflict: the next save goes on top of the newest version there is.
    setBaseVersion((known) => Math.max(known ?? 0, props.latestVersion ?? 0, version));
    setSaved(JSON.stringify(toRecipe(next, settingsOf(old))));
  };

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
      <div className="grid gap-4">
        <div className="rounded-2xl bg-white p-3">
          <StudioStage figure={figure} settings={settings} picture={picture} size={size} paused={rendering} />
          <StudioCompanions
            figure={figure}
            onChange={(companions) => setFigure({ ...figure, companions })}
            others={others.others}
            problem={others.problem}
            read={others.read}
          />
        </div>
        <StudioRender
          tooLong={clipTooLong(settings.motions, motions, settings.clipSeconds)}
          kind={kind}
          id={id}
          targets={targets}
          figure={figure}
          settings={settings}
          picture={picture}
          name={props.name}
          orderId={props.orderId}
          versions={props.versions}
          artworkUrlOf={props.artworkUrlOf}
          backgroundUrlOf={(item) => backgrounds.find((candidate) => candidate.id === item)?.url ?? null}
          ensureVersion={ensureVersion}
          onBusyChange={setRendering}
        />
      </div>
      <div className="grid gap-4">
        <div className="grid gap-3 rounded-2xl bg-white p-4">
          <p className="text-sm text-ink-soft" data-testid="studio-origin">
            {ORIGIN_TEXT[start.origin]} {opened ? `Editing version ${opened}.` : 'Not saved yet.'}
            {dirty && opened ? ' Changed since.' : ''}
          </p>
          <div
            role="tablist"
            aria-label="Studio panels"
            className="flex flex-wrap gap-1 rounded-full bg-paper-deep p-1"
          >
            {TABS.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                aria-selected={tab === item.id}
                onClick={() => setTab(item.id)}
                className="min-h-9 rounded-full px-3 text-sm font-bold aria-selected:bg-crayon aria-selected:text-white"
              >
                {item.label}
              </button>
            ))}
          </div>
          {tab === 'look' ? (
            <StudioControls
              settings={settings}
              onChange={setSettings}
              motions={motions}
              backgrounds={backgrounds}
              purchased={props.purchased}
            />
          ) : null}
          {tab !== 'look' ? (
            <StudioFigureEditors
              tab={tab}
              figure={figure}
              settings={settings}
              onFigure={setFigure}
              onSettings={setSettings}
              numbers={companionNumbers(figure.companions ?? [], others.others)}
              editing={editing}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-2 border-t-2 border-ink/5 pt-3">
            <Button onClick={() => saveVersion().catch(() => {})} disabled={save.isPending || !dirty}>
              <Save aria-hidden="true" className="size-4" />
              {save.isPending ? 'Saving…' : dirty ? 'Save version' : 'Saved'}
            </Button>
            {save.isError ? (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {apiErrorText(save.error) ?? 'The version could not be saved. Your changes are still here.'}
              </p>
            ) : null}
          </div>
        </div>
        <div className="rounded-2xl bg-white p-4">
          <StudioHistory
            kind={kind}
            id={id}
            rendering={rendering}
            versions={props.versions}
            changeRequests={props.changeRequests}
            current={opened}
            onOpen={(version) => openVersion(version).catch(() => {})}
            unavailable={props.historyUnavailable}
            previewVersion={props.previewVersion}
            changeRequestsLeft={props.changeRequestsLeft}
          />
        </div>
      </div>
    </div>
  );
}
