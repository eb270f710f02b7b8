import type { RecipeSummary, StudioKind } from './api/recipes';

/** The version that is the finished animation (approved by the parent or marked final): the newest so made. */
export type Finished = { version: number; at: string; by: 'customer' | 'admin' };

export function finishedOf(versions: readonly RecipeSummary[]): Finished | null {
  let found: Finished | null = null;
  for (const item of versions) {
    if (!item.deliveredAt || (found && Date.parse(found.at) >= Date.parse(item.deliveredAt))) continue;
    found = { version: item.version, at: item.deliveredAt, by: item.deliveredBy ?? 'admin' };
  }
  return found;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * Why the studio offers no "Send preview" once the animation is finished (the server refuses it
 * with 409 too): "Approved by the parent on Dec 6, 2026: the frame keeps version 2."
 */
export function finishedLine(finished: Finished, kind: StudioKind): string {
  const who = finished.by === 'customer' ? 'Approved by the parent' : 'Marked as final';
  const keeps =
    kind === 'frames'
      ? `the frame keeps version ${finished.version}`
      : `version ${finished.version} stays the finished animation`;
  return `${who} on ${day(finished.at)}: ${keeps}. No new preview is sent; to replace it, mark a newer version as final.`;
}
