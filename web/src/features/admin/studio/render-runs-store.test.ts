import { describe, expect, it } from 'vitest';
import { type RenderRun, runLines } from './render-runs-store';

const run = (over: Partial<RenderRun> = {}): RenderRun => ({
  key: 'characters/c1',
  kind: 'characters',
  id: 'c1',
  orderId: null,
  version: 2,
  label: 'Max, version 2',
  files: [
    { slot: 'video', width: 1024, height: 600 },
    { slot: 'square', width: 1080, height: 1080 },
  ],
  slot: 'video',
  phase: 'rendering',
  progress: 0.4,
  resumedParts: 0,
  totalParts: 5,
  message: null,
  sent: false,
  result: null,
  ...over,
});

describe("a render's job states in this tab", () => {
  it("says each file's state: the square queued while the main clip renders, then uploaded, then sent", () => {
    expect(runLines(run())).toEqual(['Video: Rendering 40%', 'Square for sharing: Queued']);
    expect(runLines(run({ phase: 'uploading', progress: 0.5 }))).toEqual([
      'Video: Uploading 50%',
      'Square for sharing: Queued',
    ]);
    expect(runLines(run({ slot: 'square', progress: 0.1 }))).toEqual([
      'Video: Uploaded: ready to send',
      'Square for sharing: Rendering 10%',
    ]);
    expect(runLines(run({ slot: 'square', phase: 'done', progress: 1 }))).toEqual([
      'Video: Uploaded: ready to send',
      'Square for sharing: Uploaded: ready to send',
    ]);
    expect(runLines(run({ slot: 'square', phase: 'done', sent: true }))).toEqual([
      'Video: Sent to the customer',
      'Square for sharing: Sent to the customer',
    ]);
    expect(runLines(run({ phase: 'failed', message: 'No memory.' }))).toEqual(['Video: Failed']);
  });

  it('names no file when the render has only one (a frame)', () => {
    const frame = run({ kind: 'frames', files: [{ slot: 'video', width: 1024, height: 600 }] });
    expect(runLines(frame)).toEqual(['Rendering 40%']);
    expect(runLines({ ...frame, phase: 'done' })).toEqual(['Uploaded: ready to send']);
    // The version list names it, as the server's states are named there.
    expect(runLines(frame, { named: true })).toEqual(['Video: Rendering 40%']);
  });
});
