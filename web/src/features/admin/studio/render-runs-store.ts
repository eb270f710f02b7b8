import type { RenderSlot } from '@dtm/shared/render-jobs';
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
