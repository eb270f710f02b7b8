import { RENDER_STATUS_TEXTS, RENDER_TEXTS, type RenderSlot } from '@dtm/shared/render-jobs';
import { useSyncExternalStore } from 'react';
import type { EncodedClip } from '../../../lib/video-encode';
import type { StudioKind } from './api/recipes';

/**
 * The renders of this tab (render-jobs.ts runs them), as a small store the admin bar reads without
 * loading the engine: one entry per frame or character, running or ended.
 */

/** One file of a render: the main clip ('video') or a character's square, at its size. */
export type RenderFile = { slot: RenderSlot; width: number; height: number };

export type RenderRun = {
  key: string;
  kind: StudioKind;
  id: string;
  /** The order, for the link back to the studio. */
  orderId: string | null;
  version: number;
  /** What the admin bar calls it ("Studio: Max, version 2"). */
  label: string;
  files: RenderFile[];
  /** The file being made now. */
  slot: RenderSlot;
  phase: 'rendering' | 'uploading' | 'done' | 'failed' | 'cancelled';
  /** 0..1 of the current file's step. */
  progress: number;
  /** Parts kept from an earlier, stopped run of the same render (shown as "resumed"). */
  resumedParts: number;
  /** The current file's parts. */
  totalParts: number;
  message: string | null;
  /** Its version was sent to the customer from this tab since (the job's state "sent"). */
  sent: boolean;
  /** The main clip once uploaded, to watch in the studio. */
  result: { video: EncodedClip; url: string; width: number; height: number; seconds: number } | null;
};

export const renderKey = (kind: StudioKind, id: string) => `${kind}/${id}`;

export const runs = new Map<string, RenderRun>();
export const aborts = new Map<string, AbortController>();
const listeners = new Set<() => void>();
let snapshot: readonly RenderRun[] = [];

export function publish(run: RenderRun) {
  runs.set(run.key, run);
  snapshot = [...runs.values()];
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every render of this session, running or ended (one per frame or character). */
export function useRenderRuns(): readonly RenderRun[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

export const isRunning = (run: RenderRun | undefined) => run?.phase === 'rendering' || run?.phase === 'uploading';

/** Closing the tab while a render runs asks first (the parts made so far are kept either way). */
function guardUnload(event: BeforeUnloadEvent) {
  if (![...runs.values()].some(isRunning)) return;
  event.preventDefault();
  event.returnValue = '';
}
if (typeof window !== 'undefined') window.addEventListener('beforeunload', guardUnload);

/**
 * The render's files in words, as the job states the admin sees (a single file needs no name,
 * unless `named`, as in the version list):
 * "Video: Rendering 40%", "Square for sharing: Queued", then "Uploaded: ready to send", "Sent to the customer".
 */
export function runLines(run: RenderRun, options: { named?: boolean } = {}): string[] {
  const current = Math.max(
    0,
    run.files.findIndex((file) => file.slot === run.slot),
  );
  const percent = Math.round(run.progress * 100);
  const ended = run.sent ? 'sent' : 'uploaded';
  const lines = run.files.map((file, index) => {
    const name = run.files.length > 1 || options.named ? `${RENDER_STATUS_TEXTS.slot[file.slot]}: ` : '';
    const text = RENDER_STATUS_TEXTS.status;
    if (index < current || run.phase === 'done') return `${name}${text[ended](100)}`;
    if (index > current) return run.phase === 'failed' || run.phase === 'cancelled' ? null : `${name}${text.queued(0)}`;
    if (run.phase === 'uploading') return `${name}${RENDER_TEXTS.uploading(percent)}`;
    if (run.phase === 'rendering') return `${name}${text.rendering(percent)}`;
    if (run.phase === 'failed') return `${name}${text.failed(percent)}`;
    return `${name}Cancelled`;
  });
  return lines.filter((line) => line !== null);
}

/** The customer was sent `version` from this tab: its render (if it is this tab's) says "sent". */
export function markSent(kind: StudioKind, id: string, version: number) {
  const run = runs.get(renderKey(kind, id));
  if (run && run.version === version && run.phase === 'done') publish({ ...run, sent: true });
}

/** Stops the render of this frame or character: its parts are deleted on the server. */
export function cancelRun(key: string) {
  aborts.get(key)?.abort();
}

/** Forgets an ended render (the studio's "Render again" replaces it anyway). */
export function dismissRun(key: string) {
  const run = runs.get(key);
  if (!run || isRunning(run)) return;
  if (run.result) URL.revokeObjectURL(run.result.url);
  runs.delete(key);
  snapshot = [...runs.values()];
  for (const listener of listeners) listener();
}
