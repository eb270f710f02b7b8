import type { ImportResult } from './import.ts';
import type { SkipReason } from './scan.ts';

/** The import's outcome as counts: what the status line and the page's report show. */
export interface ImportCounts {
  added: number;
  converted: number;
  alreadyThere: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export function countImport(result: ImportResult): ImportCounts {
  const skipped: Partial<Record<SkipReason, number>> = {};
  for (const item of result.skipped) skipped[item.reason] = (skipped[item.reason] ?? 0) + 1;
  return { added: result.added.length, converted: result.converted, alreadyThere: result.alreadyThere, skipped };
}

/** How each reason reads on the frame's status line, in the order they are listed. */
const LABELS: Array<[SkipReason, string]> = [
  ['cannot-play', 'cannot play'],
  ['no-space', 'not enough space'],
  ['damaged', 'damaged'],
  ['too-deep', 'too deep in folders'],
  ['too-many-files', 'past the file limit'],
  ['unreadable', 'unreadable'],
  ['manifest', 'bad shop list'],
];

/** Longest message: one or two lines of the 5" panel's status at a size read from a step away. */
export const MESSAGE_MAX = 90;

/** Details a person can act on (space, a copy cut short, no converter); decoder error codes are for the log. */
const plainDetail = (detail: string) => !/^(the frame cannot decode it|could not convert it):/.test(detail);

/**
 * The result on the frame in short sentences: only files that were copied and play count as added;
 * what was left out is counted by reason, then the first reason a person can act on when it fits
 * ("Added 1 video. Left out: 1 not enough space. Needs 300 MB, only 250 MB free.").
 */
export function importMessage(result: ImportResult): string {
  const counts = countImport(result);
  const videos = (n: number) => `${n} ${n === 1 ? 'video' : 'videos'}`;
  const sentences: string[] = [];
  if (counts.added > 0) {
    sentences.push(`Added ${videos(counts.added)}${counts.converted > 0 ? `, ${counts.converted} converted` : ''}`);
  } else if (counts.alreadyThere > 0) {
    sentences.push(`Nothing new on the drive, ${counts.alreadyThere} already here`);
  } else {
    sentences.push('No videos added from the drive');
  }
  const left = LABELS.filter(([reason]) => counts.skipped[reason]).map(
    ([reason, label]) => `${counts.skipped[reason]} ${label}`,
  );
  if (left.length > 0) sentences.push(`Left out: ${left.join(', ')}`);
  const refusal = result.skipped.find(
    (s) => (s.reason === 'cannot-play' || s.reason === 'no-space') && plainDetail(s.detail),
  );
  const message = `${sentences.join('. ')}.`;
  if (!refusal) return message.slice(0, MESSAGE_MAX);
  const reason = `${refusal.detail.charAt(0).toUpperCase()}${refusal.detail.slice(1)}.`;
  return message.length + 1 + reason.length <= MESSAGE_MAX ? `${message} ${reason}` : message.slice(0, MESSAGE_MAX);
}

/** The finished import as the `player:import-report` channel carries it. */
export interface ImportReport {
  phase: 'copying' | 'converting' | 'checking' | 'done';
  percent: number;
  fileName: string;
  counts: ImportCounts;
  message: string | null;
}

export function importReport(result: ImportResult): ImportReport {
  return { phase: 'done', percent: 100, fileName: '', counts: countImport(result), message: importMessage(result) };
}
