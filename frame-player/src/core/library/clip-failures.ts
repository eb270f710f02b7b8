import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from './atomic-file.ts';

/** A clip that failed at this many starts in a row is taken out of the rotation. */
export const MAX_FAILED_STARTS = 3;

const ClipRecordSchema = z.object({
  /** Starts in a row at which the clip failed to play. */
  failedStarts: z.number().int().nonnegative(),
  /** The start (counted in `starts`) at which it last failed. */
  lastFailedStart: z.number().int().nonnegative(),
  reason: z.string().max(300),
  /** Out of the rotation since then (ISO time): only a new copy of the clip brings it back. */
  outSince: z.iso.datetime().nullable(),
});
const StateSchema = z.object({
  version: z.literal(1),
  /** The player's starts so far: a failure counts once per start, however often the page retries. */
  starts: z.number().int().nonnegative(),
  clips: z.record(z.string().regex(/^[0-9a-f]{64}$/), ClipRecordSchema),
});
type State = z.infer<typeof StateSchema>;
export type ClipRecord = z.infer<typeof ClipRecordSchema>;

/**
 * Which clips fail at every start (issue #38): a small state file next to the library's index
 * (`clip-failures.json`, written atomically), counting per clip the starts in a row at which it
 * failed to play. After MAX_FAILED_STARTS the clip is out of the rotation (the file stays: a
 * new copy of the same clip, from a drive or the shop, replaces it and brings it back). A start at
 * which a clip did not fail ends its run of failures, so a clip that failed once during a reload
 * is never taken out.
 */
export class ClipFailures {
  private writing: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly path: string,
    private readonly tempDir: string,
    private state: State,
  ) {}

  /** Opens the file and counts this start; records of clips that did not fail at the last start are cleared. */
  static async open(dir: string, tempDir: string): Promise<ClipFailures> {
    const path = join(dir, 'clip-failures.json');
    const text = await readFile(path, 'utf8').catch(() => null);
    let parsed: State = { version: 1, starts: 0, clips: {} };
    if (text !== null) {
      const result = StateSchema.safeParse(safeJson(text));
      if (result.success) parsed = result.data;
      else console.error('[library] clip-failures.json unreadable; counting failed starts from zero');
    }
    const starts = parsed.starts + 1;
    const clips: State['clips'] = {};
    for (const [sha, record] of Object.entries(parsed.clips))
      if (record.outSince !== null || record.lastFailedStart >= starts - 1) clips[sha] = record;
    const failures = new ClipFailures(path, tempDir, { version: 1, starts, clips });
    await failures.write();
    return failures;
  }

  /** Whether the clip is out of the rotation. */
  isOut(sha256: string): boolean {
    return (this.state.clips[sha256]?.outSince ?? null) !== null;
  }

  record(sha256: string): ClipRecord | undefined {
    return this.state.clips[sha256];
  }

  /** The clips out of the rotation, with why. */
  out(): Array<{ sha256: string; record: ClipRecord }> {
    return Object.entries(this.state.clips)
      .filter(([, record]) => record.outSince !== null)
      .map(([sha256, record]) => ({ sha256, record }));
  }

  /**
   * The clip failed to play during this start. Counted once per start; returns 'out' when this
   * failure took it out of the rotation, 'counted' when it was counted, 'seen' when this start
   * had counted it already (or it is out already).
   */
  async failed(sha256: string, reason: string, now = new Date()): Promise<'out' | 'counted' | 'seen'> {
    const { starts } = this.state;
    const before = this.state.clips[sha256];
    if (before?.outSince || before?.lastFailedStart === starts) return 'seen';
    const failedStarts = (before?.failedStarts ?? 0) + 1;
    const out = failedStarts >= MAX_FAILED_STARTS;
    this.state.clips[sha256] = {
      failedStarts,
      lastFailedStart: starts,
      reason: reason.slice(0, 300),
      outSince: out ? now.toISOString() : null,
    };
    await this.write();
    return out ? 'out' : 'counted';
  }

  /** A new copy of the clip arrived (or it left the library): its count starts again. True when it was out. */
  async cleared(sha256: string): Promise<boolean> {
    const before = this.state.clips[sha256];
    if (!before) return false;
    delete this.state.clips[sha256];
    await this.write();
    return before.outSince !== null;
  }

  /** One write at a time, each of the state as it is then: a later write never loses an earlier change. */
  private write(): Promise<void> {
    const run = this.writing.then(() => writeFileAtomic(this.path, `${JSON.stringify(this.state)}\n`, this.tempDir));
    this.writing = run.catch(() => undefined);
    return run;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
