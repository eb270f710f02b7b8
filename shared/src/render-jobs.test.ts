import { describe, expect, it } from 'vitest';
import {
  RENDER_MAX_PARTS,
  RENDER_MESSAGES,
  RenderFailedInputSchema,
  RenderJobSchema,
  RenderPartNumberSchema,
  RenderSlotSchema,
  renderPartKey,
  StartRenderInputSchema,
} from './render-jobs.ts';
import { accepted, messageAt, NOW } from './testing.ts';

const spec = { codec: 'avc', width: 1024, height: 600, frames: 300, fps: 30, parts: 5 };

describe('a studio render as a job', () => {
  it('takes the render asked for and refuses one that cannot be made, with one sentence', () => {
    expect(accepted(StartRenderInputSchema, spec)).toEqual(spec);
    for (const bad of [
      { ...spec, codec: 'hevc' },
      { ...spec, width: 8 },
      { ...spec, fps: 0 },
      { ...spec, frames: 2.5 },
      { ...spec, parts: RENDER_MAX_PARTS + 1 },
    ]) {
      expect(StartRenderInputSchema.safeParse(bad).success).toBe(false);
    }
    expect(messageAt(StartRenderInputSchema, { ...spec, parts: 301 }, 'parts')).toBe(RENDER_MESSAGES.specInvalid);
  });

  it('reads slots and part numbers from a path', () => {
    expect(RenderSlotSchema.parse('square')).toBe('square');
    expect(RenderSlotSchema.safeParse('poster').success).toBe(false);
    expect(RenderPartNumberSchema.parse('3')).toBe(3);
    for (const bad of ['-1', '1.5', 'x', String(RENDER_MAX_PARTS)]) {
      expect(RenderPartNumberSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('takes a failure in 1 to 300 characters, trimmed', () => {
    expect(accepted(RenderFailedInputSchema, { message: '  Out of memory. ' }).message).toBe('Out of memory.');
    expect(messageAt(RenderFailedInputSchema, { message: '   ' }, 'message')).toBe(RENDER_MESSAGES.failedMessage);
    expect(messageAt(RenderFailedInputSchema, { message: 'x'.repeat(301) }, 'message')).toBe(
      RENDER_MESSAGES.failedMessage,
    );
  });

  it('describes a job as the studio lists it, and keeps its parts under the version', () => {
    const job = { version: 2, slot: 'video', state: 'rendering', ...spec, partsDone: 2, error: null, updatedAt: NOW };
    expect(accepted(RenderJobSchema, job)).toEqual(job);
    expect(RenderJobSchema.safeParse({ ...job, state: 'queued' }).success).toBe(false);
    expect(renderPartKey('frame', 'uf_1', 2, 'video', 3)).toBe('renders/frame/uf_1/v2/video/3');
  });
});
