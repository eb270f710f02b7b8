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

/**
 * The one-line result on the frame: only files that were copied and play count as added; what was
 * left out is counted by reason ("Added 3 from the drive; left out 2 cannot play, 1 not enough space").
 */
export function importMessage(result: ImportResult): string {
  const counts = countImport(result);
  const parts: string[] = [];
  if (counts.added > 0) {
    parts.push(`Added ${counts.added} from the drive${counts.converted > 0 ? ` (${counts.converted} converted)` : ''}`);
  } else if (counts.alreadyThere > 0) {
    parts.push(`Nothing new on the drive (${counts.alreadyThere} already here)`);
  } else {
    parts.push('No videos added from the drive');
  }
  const left = LABELS.filter(([reason]) => counts.skipped[reason]).map(
    ([reason, label]) => `${counts.skipped[reason]} ${label}`,
  );
  if (left.length > 0) parts.push(`left out ${left.join(', ')}`);
  // The reason a person can act on: the first refusal's own words (e.g. "HEVC ... no converter").
  const refusal = result.skipped.find((s) => s.reason === 'cannot-play' || s.reason === 'no-space');
  let message = parts.join('; ');
  if (refusal && message.length + refusal.detail.length + 3 <= 200) message += ` (${refusal.detail})`;
  return message.slice(0, 200);
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
