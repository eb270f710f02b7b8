import { describe, expect, it } from 'vitest';
import {
  RENDER_MAX_PARTS,
  RENDER_MESSAGES,
  RENDER_STALE_MS,
  RENDER_STATUS_TEXTS,
  RenderFailedInputSchema,
  RenderJobSchema,
  RenderPartNumberSchema,
  RenderSlotSchema,
  renderJobStatus,
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
    const job = {
      version: 2,
      slot: 'video',
      state: 'rendering',
      ...spec,
      partsDone: 2,
      error: null,
      updatedAt: NOW,
      status: 'rendering',
      percent: 40,
    };
    expect(accepted(RenderJobSchema, job)).toEqual(job);
    expect(RenderJobSchema.safeParse({ ...job, state: 'queued' }).success).toBe(false);
    expect(RenderJobSchema.safeParse({ ...job, status: 'paused' }).success).toBe(false);
    expect(renderPartKey('frame', 'uf_1', 2, 'video', 3)).toBe('renders/frame/uf_1/v2/video/3');
  });

  it('says the state the admin sees: queued, rendering n %, uploaded, sent, failed or stopped', () => {
    const now = Date.parse(NOW);
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    type Job = Parameters<typeof renderJobStatus>[0];
    const job: Job = { state: 'rendering', parts: 5, partsDone: 0, updatedAt: at(1_000) };
    const status = (over: Partial<Job>, sentAt: string | null = null) =>
      renderJobStatus({ ...job, ...over }, sentAt, now);
    expect(status({})).toEqual({ status: 'queued', percent: 0 });
    expect(status({ partsDone: 2 })).toEqual({ status: 'rendering', percent: 40 });
    // No part for longer than the limit: its tab was closed.
    expect(status({ partsDone: 2, updatedAt: at(RENDER_STALE_MS + 1) })).toEqual({ status: 'stopped', percent: 40 });
    expect(status({ partsDone: 2, updatedAt: at(RENDER_STALE_MS - 1) }).status).toBe('rendering');
    expect(status({ state: 'failed' })).toEqual({ status: 'failed', percent: 0 });
    expect(status({ state: 'uploaded' })).toEqual({ status: 'uploaded', percent: 100 });
    expect(status({ state: 'uploaded' }, at(500))).toEqual({ status: 'sent', percent: 100 });
    // An ended job does not become "stopped" with time.
    expect(status({ state: 'uploaded', updatedAt: at(RENDER_STALE_MS * 10) }).status).toBe('uploaded');

    expect(RENDER_STATUS_TEXTS.line('video', 'rendering', 40)).toBe('Video: Rendering 40%');
    expect(RENDER_STATUS_TEXTS.line('square', 'queued', 0)).toBe('Square for sharing: Queued');
    expect(RENDER_STATUS_TEXTS.line('video', 'sent', 100)).toBe('Video: Sent to the customer');
    expect(RENDER_STATUS_TEXTS.line('video', 'stopped', 40)).toBe(
      'Video: Stopped at 40%: its tab was closed; opening the studio resumes it',
    );
  });
});
