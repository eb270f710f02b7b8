import { type ClipSpec, type ClipTarget, clipSize } from '@dtm/animate/render';
import { RENDER_STALE_MS, RENDER_TEXTS, type RenderJob } from '@dtm/shared/render-jobs';
import { useQueryClient } from '@tanstack/react-query';
import { Clapperboard, LoaderCircle, Play, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-client';
import { CANNOT_ENCODE, chooseCodec } from '../../../lib/video-encode';
import { getRecipeVersion, type RecipeSummary, recipesQueryOptions, type StudioKind } from './api/recipes';
import {
  clipSpec,
  figureFromRecipe,
  loadPicture,
  type StudioFigure,
  type StudioSettings,
  settingsOf,
  TARGET_LABELS,
} from './recipe-clip';
import { startRun } from './render-jobs';
import { cancelRun, isRunning, type RenderFile, renderKey, runLines, useRenderRuns } from './render-runs-store';
import { DeliverButtons } from './studio-deliver';
import { finishedOf } from './studio-finished';

type StudioRenderProps = {
  kind: StudioKind;
  id: string;
  orderId: string | null;
  /** The frame's or character's name (the admin bar names the render by it). */
  name: string;
  targets: ClipTarget[];
  figure: StudioFigure;
  settings: StudioSettings;
  picture: HTMLImageElement | null;
  /** The saved versions with their renders (a stopped one is resumed from here). */
  versions: RecipeSummary[];
  /** The drawing of a saved version, and the catalog's backgrounds, to rebuild a stopped render. */
  artworkUrlOf: (fileId: string) => string;
  backgroundUrlOf: (id: string) => string | null;
  /** Saves the recipe as a new version when it changed and gives its number (throws on a conflict). */
  ensureVersion: () => Promise<number>;
  /** Told when a render starts and ends (the stage pauses meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /** Why the sequence cannot be rendered (longer than a video may last), or null. */
  tooLong?: string | null;
};

/** The files of a render: the main clip at the panel's size, and a character's 1080x1080 square. */
export function renderFiles(kind: StudioKind, targets: ClipTarget[], settings: Pick<StudioSettings, 'orientation'>) {
  const primary = targets[0] ?? 'frame-7';
  const files: RenderFile[] = [{ slot: 'video', ...clipSize(primary, settings.orientation) }];
  if (kind === 'characters') files.push({ slot: 'square', ...clipSize('square', 'landscape') });
  return files;
}

/** A render the server has as running (parts stored) that this tab is not running: stopped or elsewhere. */
function unfinished(versions: RecipeSummary[]): RenderJob | null {
  const jobs = versions.flatMap((version) => version.renders).filter((job) => job.state === 'rendering');
  return jobs.sort((a, b) => b.version - a.version)[0] ?? null;
}

/** The clip of a saved version, for a render resumed without the editor's state. */
async function savedSpec(
  props: Pick<StudioRenderProps, 'kind' | 'id' | 'artworkUrlOf' | 'backgroundUrlOf'>,
  version: number,
): Promise<{ spec: ClipSpec; settings: StudioSettings }> {
  const { recipe } = await getRecipeVersion(props.kind, props.id, version);
  const figure = await figureFromRecipe(recipe, props.artworkUrlOf(recipe.artwork.fileId));
  const settings = settingsOf(recipe);
  const url = settings.background.kind === 'colour' ? null : props.backgroundUrlOf(settings.background.id);
  const picture = url ? await loadPicture(url).catch(() => null) : null;
  return { spec: clipSpec(figure, settings, picture), settings };
}

/**
 * "Render video": save the version and start its render as a job (render-jobs.ts) that goes on
 * when the admin leaves the studio and resumes where it stopped; then send it or mark it final.
 */
export function StudioRender(props: StudioRenderProps) {
  const { kind, id, name, targets, figure, settings, picture, versions, ensureVersion, onBusyChange } = props;
  const queryClient = useQueryClient();
  const run = useRenderRuns().find((item) => item.key === renderKey(kind, id));
  const running = isRunning(run);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const primary = targets[0] ?? 'frame-7';
  const busy = running || saving;
  // A job this tab has just finished still reads "rendering" until the history is read again: not stopped.
  const finishedHere = (job: RenderJob) => run?.phase === 'done' && run.version === job.version;
  const open = running ? null : unfinished(versions);
  const stopped = open && !finishedHere(open) ? open : null;
  const stale = stopped ? Date.now() - Date.parse(stopped.updatedAt) > RENDER_STALE_MS : false;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // Set once this studio runs a render itself: the automatic resume below is for a render found stopped on opening.
  const resumed = useRef(false);
  const launch = (version: number, files: RenderFile[], spec: () => Promise<ClipSpec>) => {
    resumed.current = true;
    startRun({
      kind,
      id,
      orderId: props.orderId,
      version,
      label: `${name}, version ${version}`,
      files,
      spec,
      queryClient,
    });
  };

  const render = async () => {
    setProblem(null);
    const files = renderFiles(kind, targets, settings);
    // Before anything is saved: a browser that cannot encode gets a clear message and no version.
    if (!(await chooseCodec(files[0]?.width ?? 1024, files[0]?.height ?? 600))) {
      setProblem(CANNOT_ENCODE);
      return;
    }
    setSaving(true);
    try {
      const version = await ensureVersion();
      const spec = clipSpec(figure, settings, picture);
      launch(version, files, async () => spec);
    } catch (error) {
      setProblem(apiErrorText(error) ?? (error instanceof Error ? error.message : 'The version could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  /** Goes on with a stopped render: the files its version still lacks, from the saved recipe. */
  const resume = (job: RenderJob) => {
    setProblem(null);
    const version = versions.find((item) => item.version === job.version);
    const saved = savedSpec(props, job.version);
    const files = saved.then((found) =>
      renderFiles(kind, targets, found.settings).filter((file) => file.slot !== 'video' || !version?.videoUrl),
    );
    void files.then(
      (list) => launch(job.version, list, async () => (await saved).spec),
      (error: unknown) => setProblem(error instanceof Error ? error.message : 'The render could not be resumed.'),
    );
  };

  // A render stopped a while ago (its tab closed) resumes by itself when the studio opens.
  useEffect(() => {
    if (!stopped || !stale || resumed.current) return;
    resumed.current = true;
    resume(stopped);
  });
  // Someone else's render: look again now and then until it is done or has stopped.
  useEffect(() => {
    if (!stopped || stale) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: recipesQueryOptions(kind, id).queryKey }),
      10_000,
    );
    return () => clearInterval(timer);
  }, [stopped, stale, queryClient, kind, id]);

  const progress = run?.progress ?? 0;
  const result = run?.result;
  return (
    <section className="grid gap-3 rounded-2xl bg-white p-4" aria-labelledby="studio-render-title">
      <h2 id="studio-render-title" className="font-display text-lg font-extrabold">
        Render and deliver
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={render}
          disabled={busy || Boolean(props.tooLong)}
          aria-describedby={props.tooLong ? 'studio-render-too-long' : undefined}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Clapperboard aria-hidden="true" className="size-5" />
          )}
          Render video ({TARGET_LABELS[primary]})
        </Button>
        {running ? (
          <Button variant="ghost" onClick={() => cancelRun(renderKey(kind, id))}>
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        ) : null}
      </div>
      {props.tooLong ? (
        <p id="studio-render-too-long" className="text-sm font-semibold text-red-700">
          {props.tooLong}
        </p>
      ) : null}
      {saving ? <p role="status">Saving the version…</p> : null}
      {running ? (
        <div className="grid gap-1" role="status">
          <progress className="h-3 w-full accent-crayon" max={1} value={progress} aria-label="Render progress" />
          <ul className="text-sm text-ink-soft" data-testid="render-job-state">
            {run ? runLines(run).map((line) => <li key={line}>{line}</li>) : null}
          </ul>
          {run ? (
            <span className="text-xs text-ink-soft">
              {run.resumedParts > 0 ? `${RENDER_TEXTS.resumed(run.resumedParts, run.totalParts)} ` : ''}
              {RENDER_TEXTS.keepsRunning}
            </span>
          ) : null}
        </div>
      ) : null}
      {stopped && !stale ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
          <span>{RENDER_TEXTS.elsewhere(stopped.version, Math.round((stopped.partsDone / stopped.parts) * 100))}</span>
          <Button size="sm" variant="secondary" onClick={() => resume(stopped)}>
            <Play aria-hidden="true" className="size-4" />
            {RENDER_TEXTS.resumeHere}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      {run?.phase === 'failed' ? (
        <p role="alert" className="font-semibold text-red-700">
          {RENDER_TEXTS.failed(run.version, run.message ?? '')}
        </p>
      ) : null}
      {run?.phase === 'cancelled' ? <p role="status">{run.message}</p> : null}
      {result && run ? (
        <div className="grid gap-2" data-testid="studio-rendered">
          <video
            src={result.url}
            controls
            loop
            muted
            playsInline
            className="w-full rounded-xl"
            data-testid="studio-video"
          />
          <p className="text-sm text-ink-soft">
            Version {run.version}: {result.width} x {result.height},{' '}
            {result.video.codec === 'avc' ? 'H.264 MP4' : 'VP9 WebM'}, {result.seconds.toFixed(1)} s,{' '}
            {(result.video.blob.size / 1_000_000).toFixed(2)} MB. Uploaded.
          </p>
          <DeliverButtons
            kind={kind}
            id={id}
            version={run.version}
            finished={finishedOf(versions)}
            sayWhy
            enabled={!running}
            missing={kind === 'characters' && running ? 'The square for sharing is still being made.' : null}
          />
        </div>
      ) : null}
    </section>
  );
}
