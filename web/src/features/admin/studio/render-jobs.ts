import { ClipRenderer, type ClipSpec } from '@dtm/animate/render';
import { RENDER_MAX_PARTS, type RenderSlot } from '@dtm/shared/render-jobs';
import { STUDIO_TEXTS } from '@dtm/shared/review';
import type { QueryClient } from '@tanstack/react-query';
import { apiErrorText, asApiError } from '../../../lib/api-client';
import {
  CANNOT_ENCODE,
  chooseCodec,
  clipSource,
  EncodeCancelled,
  type EncodedPart,
  encodePart,
  KEY_FRAME_SECONDS,
  muxParts,
  PartsDoNotJoin,
} from '../../../lib/video-encode';
import {
  cancelRenderJob,
  failRenderJob,
  getRenderPart,
  putRenderPart,
  recipesQueryOptions,
  type StudioKind,
  startRenderJob,
} from './api/recipes';
import { parsePart, serializePart } from './render-parts';
import { aborts, isRunning, publish, type RenderFile, type RenderRun, renderKey, runs } from './render-runs-store';
import { UploadCancelled, uploadWithCancel } from './studio-upload';

/**
 * The studio's renders as jobs (#36). A render runs here, outside any page: the admin can leave the
 * studio for any other admin page and it goes on (the admin bar shows it; closing the tab asks
 * first). Each part (KEY_FRAME_SECONDS of video, starting with a key frame) is stored on the server
 * as soon as it is encoded, so a render stopped by a closed tab resumes at the first missing part
 * in the next studio opened; the parts are joined into one file and uploaded to the version, and a
 * character's square is rendered in the same job, after its main clip.
 */

type Input = {
  kind: StudioKind;
  id: string;
  version: number;
  label: string;
  orderId: string | null;
  files: RenderFile[];
  /** The clip to draw (the saved version's figure and settings, its background loaded). */
  spec: () => Promise<ClipSpec>;
  queryClient: QueryClient;
};

/** Frames per part: whole key-frame groups, at most RENDER_MAX_PARTS parts. */
export function partFrames(frames: number, fps: number): number {
  const group = Math.max(1, Math.round(KEY_FRAME_SECONDS * fps));
  return Math.max(group, Math.ceil(frames / RENDER_MAX_PARTS / group) * group);
}

/** A network hiccup or a busy server is tried again; a refusal (4xx) is not. */
async function withRetries<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const status = asApiError(error)?.status ?? -1;
      const transient = status === 0 || status >= 500;
      if (!transient || attempt >= 4 || signal.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * 2 ** attempt));
    }
  }
}

/** Makes one file of the render: its parts (kept ones fetched, missing ones encoded and stored), joined. */
async function renderFile(input: Input, file: RenderFile, spec: ClipSpec, update: (next: Partial<RenderRun>) => void) {
  const { kind, id, version } = input;
  const signal = aborts.get(renderKey(kind, id))?.signal ?? new AbortController().signal;
  const codec = await chooseCodec(file.width, file.height);
  if (!codec) throw new Error(CANNOT_ENCODE);
  const canvas = document.createElement('canvas');
  canvas.width = file.width;
  canvas.height = file.height;
  const clip = new ClipRenderer(canvas, spec, { software: true });
  try {
    const source = clipSource(clip);
    const size = partFrames(source.frames, source.fps);
    const count = Math.ceil(source.frames / size);
    const target = { version, slot: file.slot };
    const renderSpec = { codec, width: file.width, height: file.height, frames: source.frames, fps: source.fps };
    for (let attempt = 0; ; attempt++) {
      const job = await withRetries(signal, () =>
        startRenderJob(kind, id, version, file.slot, { ...renderSpec, parts: count }),
      );
      const parts: EncodedPart[] = [];
      for (let part = 0; part < job.partsDone; part++) {
        const kept = parsePart(await withRetries(signal, () => getRenderPart(kind, id, { ...target, part }, signal)));
        if (!kept) break;
        parts.push(kept);
      }
      update({ resumedParts: parts.length, totalParts: count, progress: (parts.length * size) / source.frames });
      for (let part = parts.length; part < count; part++) {
        const range = { from: part * size, to: Math.min(source.frames, (part + 1) * size) };
        const made = await encodePart(source, range, {
          codec,
          signal,
          onFrame: (n) => update({ progress: (n + 1) / source.frames }),
        });
        const bytes = serializePart(made);
        await withRetries(signal, () => putRenderPart(kind, id, { ...target, part }, bytes, signal));
        parts.push(made);
      }
      try {
        return { video: await muxParts(parts), seconds: clip.plan.seconds };
      } catch (error) {
        // Kept parts from another browser's encoder: start this file over once, from nothing.
        if (!(error instanceof PartsDoNotJoin) || attempt > 0) throw error;
        await cancelRenderJob(kind, id, version, file.slot);
      }
    }
  } finally {
    clip.dispose();
  }
}

/**
 * Starts (or resumes) the render of `version`: every file in turn, each uploaded to the version
 * once made. Nothing to await: the run is published to useRenderRuns as it goes.
 */
export function startRun(input: Input): void {
  const key = renderKey(input.kind, input.id);
  if (isRunning(runs.get(key))) return;
  const old = runs.get(key)?.result;
  if (old) URL.revokeObjectURL(old.url);
  const controller = new AbortController();
  aborts.set(key, controller);
  let run: RenderRun = {
    key,
    kind: input.kind,
    id: input.id,
    version: input.version,
    label: input.label,
    orderId: input.orderId,
    files: input.files,
    slot: input.files[0]?.slot ?? 'video',
    phase: 'rendering',
    progress: 0,
    resumedParts: 0,
    totalParts: 0,
    message: null,
    sent: false,
    result: null,
  };
  const update = (next: Partial<RenderRun>) => {
    run = { ...run, ...next };
    publish(run);
  };
  publish(run);
  void (async () => {
    let slot: RenderSlot = run.slot;
    try {
      const spec = await input.spec();
      for (const file of input.files) {
        slot = file.slot;
        update({ slot, phase: 'rendering', progress: 0, resumedParts: 0 });
        const made = await renderFile(input, file, spec, update);
        update({ phase: 'uploading', progress: 0 });
        const upload = new File([made.video.blob], `${slot}-v${input.version}.${made.video.extension}`, {
          type: made.video.type,
        });
        await uploadWithCancel({ kind: input.kind, id: input.id, version: input.version, slot }, upload, {
          signal: controller.signal,
          onProgress: (progress) => update({ progress }),
        });
        if (slot === 'video') {
          const url = URL.createObjectURL(made.video.blob);
          update({ result: { video: made.video, url, width: file.width, height: file.height, seconds: made.seconds } });
        }
      }
      update({ phase: 'done', progress: 1 });
    } catch (error) {
      if (error instanceof EncodeCancelled || (controller.signal.aborted && !(error instanceof UploadCancelled))) {
        await cancelRenderJob(input.kind, input.id, input.version, slot).catch(() => undefined);
        update({
          phase: 'cancelled',
          message: slot === 'square' ? STUDIO_TEXTS.squareCancelled : STUDIO_TEXTS.renderCancelled,
        });
      } else if (error instanceof UploadCancelled) {
        await cancelRenderJob(input.kind, input.id, input.version, slot).catch(() => undefined);
        update({ phase: 'cancelled', message: error.message });
      } else {
        const message = apiErrorText(error) ?? (error instanceof Error ? error.message : 'The render failed.');
        await failRenderJob(input.kind, input.id, input.version, slot, message.slice(0, 300)).catch(() => undefined);
        update({ phase: 'failed', message });
      }
    } finally {
      aborts.delete(key);
      void input.queryClient.invalidateQueries({ queryKey: recipesQueryOptions(input.kind, input.id).queryKey });
    }
  })();
}
