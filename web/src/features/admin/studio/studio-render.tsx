import { type ClipTarget, clipSize } from '@dtm/animate/render';
import { STUDIO_TEXTS } from '@dtm/shared/review';
import { useQueryClient } from '@tanstack/react-query';
import { Clapperboard, Download, LoaderCircle, Send, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-client';
import {
  CANNOT_ENCODE,
  chooseCodec,
  EncodeCancelled,
  type EncodedClip,
  renderClipVideo,
} from '../../../lib/video-encode';
import { recipesQueryOptions, type StudioKind, useMarkFinal, useSendPreview } from './api/recipes';
import { clipSpec, type StudioFigure, type StudioSettings, TARGET_LABELS } from './recipe-clip';
import { UploadCancelled, uploadWithCancel } from './studio-upload';

type StudioRenderProps = {
  kind: StudioKind;
  id: string;
  targets: ClipTarget[];
  figure: StudioFigure;
  settings: StudioSettings;
  picture: HTMLImageElement | null;
  /** Saves the recipe as a new version when it changed and gives its number (throws on a conflict). */
  ensureVersion: () => Promise<number>;
  /** Told when a render starts and ends (the stage pauses meanwhile). */
  onBusyChange?: (busy: boolean) => void;
};

type Rendered = { version: number; video: EncodedClip; url: string; width: number; height: number; seconds: number };
type Phase =
  | { step: 'idle' }
  | { step: 'saving' }
  | { step: 'rendering'; progress: number; square?: boolean }
  | { step: 'uploading'; progress: number; square?: boolean };

function phaseText(phase: Phase): string {
  if (phase.step === 'saving') return 'Saving the version…';
  if (phase.step === 'idle') return '';
  const percent = Math.round(phase.progress * 100);
  if (phase.step === 'rendering') return phase.square ? STUDIO_TEXTS.renderingSquare(percent) : `Rendering ${percent}%`;
  return phase.square ? STUDIO_TEXTS.uploadingSquare(percent) : `Uploading ${percent}%`;
}

function sizeOf(target: ClipTarget, settings: StudioSettings) {
  return clipSize(target, target === 'square' ? 'landscape' : settings.orientation);
}

/** Renders one clip of the figure to a video file (renderClipVideo: the shop's one render). */
async function renderVideo(
  target: ClipTarget,
  figure: StudioFigure,
  settings: StudioSettings,
  picture: HTMLImageElement | null,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal; codec?: 'avc' | 'vp9' },
) {
  const size = sizeOf(target, settings);
  const { video, seconds } = await renderClipVideo(clipSpec(figure, settings, picture), size, options);
  return { video, ...size, seconds };
}

/** "Render video": save the version, render and encode it here, upload it; then send it as a preview or mark it final. */
export function StudioRender(props: StudioRenderProps) {
  const { kind, id, targets, figure, settings, picture, ensureVersion, onBusyChange } = props;
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const sendPreview = useSendPreview(kind, id);
  const markFinal = useMarkFinal(kind, id);
  const queryClient = useQueryClient();
  /** The version whose 1080x1080 square was uploaded (a character's is made on send or final). */
  const [squareOf, setSquareOf] = useState<number | null>(null);
  const primary = targets[0] ?? 'frame-7';
  const busy = phase.step !== 'idle';

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => () => (rendered ? URL.revokeObjectURL(rendered.url) : undefined), [rendered]);

  /** What a failed or cancelled render or upload leaves on screen. */
  const explain = (error: unknown) => {
    if (error instanceof EncodeCancelled) setNotice(STUDIO_TEXTS.renderCancelled);
    else if (error instanceof UploadCancelled) setNotice(error.message);
    else setProblem(apiErrorText(error) ?? (error instanceof Error ? error.message : 'The render failed.'));
  };

  const render = async () => {
    setProblem(null);
    setNotice(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      // Before anything is saved: a browser that cannot encode gets a clear message and no version.
      const { width, height } = sizeOf(primary, settings);
      const codec = await chooseCodec(width, height);
      if (!codec) throw new Error(CANNOT_ENCODE);
      setPhase({ step: 'saving' });
      const version = await ensureVersion();
      setPhase({ step: 'rendering', progress: 0 });
      const made = await renderVideo(primary, figure, settings, picture, {
        codec,
        signal: controller.signal,
        onProgress: (progress) => setPhase({ step: 'rendering', progress }),
      });
      setPhase({ step: 'uploading', progress: 0 });
      const file = new File([made.video.blob], `animation-v${version}.${made.video.extension}`, {
        type: made.video.type,
      });
      await uploadWithCancel({ kind, id, version, slot: 'video' }, file, {
        signal: controller.signal,
        onProgress: (progress) => setPhase({ step: 'uploading', progress }),
      });
      setSquareOf(null);
      setRendered({ version, ...made, url: URL.createObjectURL(made.video.blob) });
    } catch (error) {
      explain(error);
    } finally {
      abort.current = null;
      setPhase({ step: 'idle' });
      void queryClient.invalidateQueries({ queryKey: recipesQueryOptions(kind, id).queryKey });
    }
  };

  /** A character's 1080x1080 square of `version`, rendered and uploaded before it is sent or marked final. */
  const makeSquare = async (version: number): Promise<boolean> => {
    setProblem(null);
    setNotice(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      setPhase({ step: 'rendering', progress: 0, square: true });
      const made = await renderVideo('square', figure, settings, picture, {
        signal: controller.signal,
        onProgress: (progress) => setPhase({ step: 'rendering', progress, square: true }),
      });
      const file = new File([made.video.blob], `square-v${version}.${made.video.extension}`, { type: made.video.type });
      await uploadWithCancel({ kind, id, version, slot: 'square' }, file, {
        signal: controller.signal,
        onProgress: (progress) => setPhase({ step: 'uploading', progress, square: true }),
      });
      setSquareOf(version);
      return true;
    } catch (error) {
      if (error instanceof EncodeCancelled) setNotice(STUDIO_TEXTS.squareCancelled);
      else explain(error);
      return false;
    } finally {
      abort.current = null;
      setPhase({ step: 'idle' });
    }
  };

  /** Send preview / Mark as final: a character's square for sharing is made first. */
  const deliver = async (action: 'preview' | 'final') => {
    if (!rendered) return;
    if (kind === 'characters' && squareOf !== rendered.version && !(await makeSquare(rendered.version))) return;
    (action === 'preview' ? sendPreview : markFinal).mutate({ version: rendered.version });
  };

  const downloadExtra = async (target: ClipTarget) => {
    setProblem(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      setPhase({ step: 'rendering', progress: 0 });
      const made = await renderVideo(target, figure, settings, picture, {
        signal: controller.signal,
        onProgress: (progress) => setPhase({ step: 'rendering', progress }),
      });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(made.video.blob);
      link.download = `animation-${made.width}x${made.height}.${made.video.extension}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch (error) {
      if (!(error instanceof EncodeCancelled))
        setProblem(error instanceof Error ? error.message : 'The render failed.');
    } finally {
      abort.current = null;
      setPhase({ step: 'idle' });
    }
  };

  const progress = phase.step === 'rendering' || phase.step === 'uploading' ? phase.progress : 0;
  return (
    <section className="grid gap-3 rounded-2xl bg-white p-4" aria-labelledby="studio-render-title">
      <h2 id="studio-render-title" className="font-display text-lg font-extrabold">
        Render and deliver
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={render} disabled={busy}>
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Clapperboard aria-hidden="true" className="size-5" />
          )}
          Render video ({TARGET_LABELS[primary]})
        </Button>
        {targets.slice(1).map((target) => (
          <Button key={target} variant="secondary" onClick={() => downloadExtra(target)} disabled={busy}>
            <Download aria-hidden="true" className="size-4" />
            {TARGET_LABELS[target]}
          </Button>
        ))}
        {phase.step === 'rendering' || phase.step === 'uploading' ? (
          <Button variant="ghost" onClick={() => abort.current?.abort()}>
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        ) : null}
      </div>
      {busy ? (
        <div className="grid gap-1" role="status">
          <progress className="h-3 w-full accent-crayon" max={1} value={progress} aria-label="Render progress" />
          <span className="text-sm text-ink-soft">{phaseText(phase)}</span>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      {rendered ? (
        <div className="grid gap-2" data-testid="studio-rendered">
          <video
            src={rendered.url}
            controls
            loop
            muted
            playsInline
            className="w-full rounded-xl"
            data-testid="studio-video"
          />
          <p className="text-sm text-ink-soft">
            Version {rendered.version}: {rendered.width} x {rendered.height},{' '}
            {rendered.video.codec === 'avc' ? 'H.264 MP4' : 'VP9 WebM'}, {rendered.seconds.toFixed(1)} s,{' '}
            {(rendered.video.blob.size / 1_000_000).toFixed(2)} MB. Uploaded.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void deliver('preview')}
              disabled={busy || sendPreview.isPending || sendPreview.isSuccess}
            >
              <Send aria-hidden="true" className="size-4" />
              {sendPreview.isSuccess ? 'Preview sent' : 'Send preview'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void deliver('final')}
              disabled={busy || markFinal.isPending || markFinal.isSuccess}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              {markFinal.isSuccess ? 'Marked as final' : 'Mark as final'}
            </Button>
          </div>
          {sendPreview.isSuccess ? (
            <p role="status" className="font-semibold text-green-800">
              The customer was sent version {rendered.version} to review.
            </p>
          ) : null}
          {markFinal.isSuccess ? (
            <p role="status" className="font-semibold text-green-800">
              Version {rendered.version} is the finished animation.
            </p>
          ) : null}
          {sendPreview.isError || markFinal.isError ? (
            <p role="alert" className="font-semibold text-red-700">
              {apiErrorText(sendPreview.error ?? markFinal.error) ?? 'That did not work. Please try again.'}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
