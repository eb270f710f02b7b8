/**
 * The studio's renders as jobs (#36): a render of one recipe version is encoded in the admin's
 * browser part by part, each part kept in R2 as soon as it is made, so a render that stopped (the
 * tab closed, the connection lost) resumes at the first missing part in the next studio opened.
 * The job ends when its file is uploaded to the version (then its parts are deleted).
 *
 * Routes (`{kinds}` is `frames` or `characters`, `:slot` is `video`, or `square` for a character):
 * - PUT    /api/admin/{kinds}/:id/recipes/:version/renders/:slot              StartRenderInput -> RenderJob
 *          (201 a new render; 200 the same render resumed with the parts it has)
 * - PUT    /api/admin/{kinds}/:id/recipes/:version/renders/:slot/parts/:part  the part's bytes -> RenderJob
 * - GET    /api/admin/{kinds}/:id/recipes/:version/renders/:slot/parts/:part  the part's bytes
 * - POST   /api/admin/{kinds}/:id/recipes/:version/renders/:slot/failed       RenderFailedInput -> RenderJob
 * - DELETE /api/admin/{kinds}/:id/recipes/:version/renders/:slot              -> 204 (Cancel: parts deleted)
 */
import { z } from 'zod';
import { generic, says, TimestampSchema } from './common.ts';

export const RENDER_SLOTS = ['video', 'square'] as const;
export type RenderSlot = (typeof RENDER_SLOTS)[number];
export const RENDER_STATES = ['rendering', 'uploaded', 'failed'] as const;
export type RenderState = (typeof RENDER_STATES)[number];
export const RENDER_CODECS = ['avc', 'vp9'] as const;
/**
 * The state the admin sees (renderJobStatus derives it from the stored job): started with no part
 * stored yet (queued), parts being stored (rendering n %), the file on its version (uploaded), that
 * version sent to the customer as a preview (sent), stopped with an error (failed), or silent for
 * longer than RENDER_STALE_MS, its tab closed (stopped: the next studio opened resumes it).
 */
export const RENDER_JOB_STATUSES = ['queued', 'rendering', 'uploaded', 'sent', 'failed', 'stopped'] as const;
export type RenderJobStatus = (typeof RENDER_JOB_STATUSES)[number];

/** The first bytes of every stored part (a part is this, a JSON header and the encoded packets). */
export const RENDER_PART_MAGIC = 'DTMR';
/** A part is about two seconds of video (at most 8 Mbit/s, about 2 MB): 8 MB leaves room. */
export const RENDER_PART_MAX_BYTES = 8 * 1024 * 1024;
/** A clip is at most 60 s (the studio's limit); parts of at least one second. */
export const RENDER_MAX_PARTS = 60;
/** The most frames a render may have: two minutes at 30 frames a second. */
export const RENDER_MAX_FRAMES = 3600;
/** A render with no new part for this long has stopped: the next studio opened resumes it. */
export const RENDER_STALE_MS = 45_000;

export const RENDER_MESSAGES = {
  slotInvalid: 'Choose which file to render: video, or square for a character.',
  squareOnlyCharacters: 'Only a character has a square video for sharing.',
  specInvalid: 'The render needs its codec, size, frames, frame rate and number of parts.',
  partInvalid: (parts: number) => `Choose a part from 0 to ${parts - 1}.`,
  partNumberInvalid: 'The part number must be a whole number from 0.',
  partOutOfOrder: (next: number) => `Part ${next} is missing: send the parts in order, starting with part ${next}.`,
  partNotStored: (part: number) => `Part ${part} of this render is not stored (yet).`,
  partTooLarge: `A render part must be at most ${RENDER_PART_MAX_BYTES / 1024 / 1024} MB.`,
  partNotVideo: 'This is not a part of a studio render.',
  noRender: 'There is no render of this version running. Start it again from the studio.',
  renderEnded: (state: RenderState) =>
    state === 'uploaded'
      ? 'This render is finished and uploaded already.'
      : 'This render stopped with an error. Start it again from the studio.',
  failedMessage: 'Say in 1 to 300 characters what went wrong.',
} as const;

export const RenderSlotSchema = z.enum(RENDER_SLOTS, says(RENDER_MESSAGES.slotInvalid));
export const RenderPartNumberSchema = z.coerce
  .number(says(RENDER_MESSAGES.partNumberInvalid))
  .int(says(RENDER_MESSAGES.partNumberInvalid))
  .min(0, says(RENDER_MESSAGES.partNumberInvalid))
  .max(RENDER_MAX_PARTS - 1, says(RENDER_MESSAGES.partNumberInvalid));

const spec = says(RENDER_MESSAGES.specInvalid);
/** What is rendered: the same numbers resume the render; other numbers start it over. */
export const StartRenderInputSchema = z
  .object(
    {
      codec: z.enum(RENDER_CODECS, spec),
      width: z.number(spec).int(spec).min(16, spec).max(4096, spec),
      height: z.number(spec).int(spec).min(16, spec).max(4096, spec),
      frames: z.number(spec).int(spec).min(1, spec).max(RENDER_MAX_FRAMES, spec),
      fps: z.number(spec).int(spec).min(1, spec).max(60, spec),
      parts: z.number(spec).int(spec).min(1, spec).max(RENDER_MAX_PARTS, spec),
    },
    spec,
  )
  .refine((input) => input.parts <= input.frames, { ...spec, path: ['parts'] });
export type StartRenderInput = z.infer<typeof StartRenderInputSchema>;

export const RenderFailedInputSchema = z.object(
  {
    message: z
      .string(says(RENDER_MESSAGES.failedMessage))
      .trim()
      .min(1, says(RENDER_MESSAGES.failedMessage))
      .max(300, says(RENDER_MESSAGES.failedMessage)),
  },
  generic,
);

/** A render as the studio sees it: how far it got, and when it last moved. */
export const RenderJobSchema = z.object(
  {
    version: z.number(generic).int().min(1),
    slot: z.enum(RENDER_SLOTS, generic),
    state: z.enum(RENDER_STATES, generic),
    codec: z.enum(RENDER_CODECS, generic),
    width: z.number(generic).int(),
    height: z.number(generic).int(),
    frames: z.number(generic).int(),
    fps: z.number(generic).int(),
    parts: z.number(generic).int(),
    partsDone: z.number(generic).int(),
    error: z.string(generic).nullable(),
    updatedAt: TimestampSchema,
    /** What the admin sees (renderJobStatus), and how much of it is stored, 0 to 100. */
    status: z.enum(RENDER_JOB_STATUSES, generic),
    percent: z.number(generic).int().min(0).max(100),
  },
  generic,
);
export type RenderJob = z.infer<typeof RenderJobSchema>;

type StoredJob = { state: RenderState; parts: number; partsDone: number; updatedAt: Date | string };

/**
 * The job's state as the admin sees it, from what is stored: `sentAt` is when its version was last
 * sent to the customer (null: never), `now` the time it is looked at.
 */
export function renderJobStatus(
  job: StoredJob,
  sentAt: Date | string | null,
  now = Date.now(),
): { status: RenderJobStatus; percent: number } {
  const percent = job.state === 'uploaded' ? 100 : Math.floor((job.partsDone / Math.max(1, job.parts)) * 100);
  if (job.state === 'failed') return { status: 'failed', percent };
  if (job.state === 'uploaded') return { status: sentAt === null ? 'uploaded' : 'sent', percent };
  if (now - new Date(job.updatedAt).getTime() > RENDER_STALE_MS) return { status: 'stopped', percent };
  return { status: job.partsDone === 0 ? 'queued' : 'rendering', percent };
}

/** The R2 key of one stored part. */
export function renderPartKey(kind: string, id: string, version: number, slot: RenderSlot, part: number): string {
  return `renders/${kind}/${id}/v${version}/${slot}/${part}`;
}

const STATUS_WORDS: Record<RenderJobStatus, (percent: number) => string> = {
  queued: () => 'Queued',
  rendering: (percent) => `Rendering ${percent}%`,
  uploaded: () => 'Uploaded: ready to send',
  sent: () => 'Sent to the customer',
  failed: () => 'Failed',
  stopped: (percent) => `Stopped at ${percent}%: its tab was closed; opening the studio resumes it`,
};

/** The job states in words (the studio's version list and render panel, the admin bar). */
export const RENDER_STATUS_TEXTS = {
  status: STATUS_WORDS,
  slot: { video: 'Video', square: 'Square for sharing' } satisfies Record<RenderSlot, string>,
  /** "Video: Rendering 40%", "Square for sharing: Queued". */
  line: (slot: RenderSlot, status: RenderJobStatus, percent: number): string =>
    `${RENDER_STATUS_TEXTS.slot[slot]}: ${RENDER_STATUS_TEXTS.status[status](percent)}`,
} as const;

/** What the studio and the admin bar say about a render. */
export const RENDER_TEXTS = {
  rendering: (percent: number) => `Rendering ${percent}%`,
  uploading: (percent: number) => `Uploading ${percent}%`,
  resumed: (parts: number, of: number) => `Resumed: ${parts} of ${of} parts were kept from before.`,
  elsewhere: (version: number, percent: number) =>
    `Version ${version} is being rendered in another tab or by another admin (${percent}% stored).`,
  resumeHere: 'Resume here',
  resuming: (version: number) => `Resuming the render of version ${version}…`,
  failed: (version: number, error: string) => `The render of version ${version} stopped: ${error}`,
  keepsRunning: 'The render goes on while you use other admin pages.',
  barTitle: 'Renders',
  barLine: (label: string, step: string) => `${label}: ${step}`,
} as const;
