import { z } from 'zod';

/**
 * Every IPC channel between the Electron main process and the playback page, in one list.
 * `from` says who sends; the receiver validates the payload against `payload` before use.
 * The preload bridge only forwards names with this prefix.
 */
export const CHANNEL_PREFIX = 'player:';

interface ChannelSpec {
  from: 'main' | 'page';
  payload: z.ZodType;
}

// Mirrors FitMode in core/fit.ts (channels.test.ts checks they agree); importing it would pull
// @dtm/shared, which ships TypeScript source, into the emitted main process.
const FitModeSchema = z.enum(['contain', 'cover']);

/** A pairing code as the frame shows it (the shop's alphabet, no separators). */
const PairingCodeSchema = z.string().regex(/^[A-Z0-9]{4,8}$/);

/** A QR code as a square of modules, row by row: "1" dark, "0" light (drawn on a canvas). */
const QrSchema = z
  .strictObject({ size: z.number().int().min(21).max(177), modules: z.string().regex(/^[01]+$/) })
  .refine((qr) => qr.modules.length === qr.size * qr.size, 'modules must fill the square');

// Mirrors SkipReason in core/usb/scan.ts (channels.test.ts checks they agree).
const SkipReasonSchema = z.enum([
  'not-a-video',
  'cannot-play',
  'too-deep',
  'too-many-files',
  'no-space',
  'damaged',
  'unreadable',
  'manifest',
]);

const PlaylistItemSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  url: z.url({ protocol: /^file$/ }),
  name: z.string().max(200),
});

export const channels = {
  /** The page has loaded and measured its viewport (CSS pixels). */
  'player:ready': {
    from: 'page',
    payload: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }),
  },
  /** The library to cycle through, each item looping without a gap, fitted to the panel. */
  'player:playlist': {
    from: 'main',
    payload: z.strictObject({
      items: z.array(PlaylistItemSchema).min(1).max(1000),
      intervalSeconds: z.number().int().min(5).max(86_400),
      fit: FitModeSchema,
    }),
  },
  /** Nothing to play: the first-run screen, with the pairing code (and its QR) while the frame is pairing. */
  'player:idle': {
    from: 'main',
    payload: z.strictObject({ pairingCode: PairingCodeSchema.nullable(), qr: QrSchema.nullable() }),
  },
  /** The small status line: connection, pairing, a copy in progress, or a one-off message. */
  'player:status': {
    from: 'main',
    payload: z.strictObject({
      online: z.boolean(),
      paired: z.boolean(),
      /** Percent of a USB copy or download in progress, null when none is. */
      copying: z.number().int().min(0).max(100).nullable(),
      message: z.string().max(200).nullable(),
      /**
       * Changes with every new message (the same words twice are two messages); the page shows a
       * message once, when this changes, and never again on a later status update.
       */
      messageId: z.number().int().nonnegative().optional(),
      /** The code to pair with while the frame is not paired: shown in the status view, never over the picture. */
      pairingCode: PairingCodeSchema.nullable().optional(),
      /** Whether ffmpeg is installed to convert HEVC and 60 fps clips (the status view says when it is not). */
      converter: z.boolean().optional(),
      /** False when the player has no release key to check updates with (the status view says "Updates are off"). */
      updates: z.boolean().optional(),
    }),
  },
  /** The video element gave up on a file; main skips it. */
  'player:playback-error': {
    from: 'page',
    payload: z.strictObject({ url: z.string().max(4096), message: z.string().max(500) }),
  },
  /**
   * Before a file from a USB drive enters the rotation: the page loads it in a detached <video>
   * and answers on `player:media-checked` whether a frame decoded (core/media/decode-check.ts).
   */
  'player:check-media': {
    from: 'main',
    payload: z.strictObject({ requestId: z.uuid(), url: z.url({ protocol: /^file$/ }) }),
  },
  /** The page's answer to `player:check-media`: `playable` once a frame decoded, else the error. */
  'player:media-checked': {
    from: 'page',
    payload: z.strictObject({ requestId: z.uuid(), playable: z.boolean(), message: z.string().max(500) }),
  },
  /** A USB import in progress or done: the phase, and what was added and left out, counted by reason. */
  'player:import-report': {
    from: 'main',
    payload: z.strictObject({
      phase: z.enum(['copying', 'converting', 'checking', 'done']),
      percent: z.number().int().min(0).max(100),
      fileName: z.string().max(200),
      counts: z.strictObject({
        added: z.number().int().nonnegative(),
        converted: z.number().int().nonnegative(),
        alreadyThere: z.number().int().nonnegative(),
        skipped: z.partialRecord(SkipReasonSchema, z.number().int().nonnegative()),
      }),
      message: z.string().max(200).nullable(),
    }),
  },
  /** Every second while the page lives: whether a clip should be playing and the frames presented so far. */
  'player:heartbeat': {
    from: 'page',
    payload: z.strictObject({ playing: z.boolean(), frames: z.number().int().nonnegative() }),
  },
  /** A loop (or a clip) ended and the next began: the quiet moment an update is installed at, at night. */
  'player:loop-seam': {
    from: 'page',
    payload: z.strictObject({}),
  },
  /** The page's watchdog could not bring the picture back by itself: main reloads the page or relaunches. */
  'player:stalled': {
    from: 'page',
    payload: z.strictObject({ action: z.enum(['reload-page', 'relaunch']), reason: z.string().max(500) }),
  },
} as const satisfies Record<`${typeof CHANNEL_PREFIX}${string}`, ChannelSpec>;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type Payload<C extends ChannelName> = z.infer<Channels[C]['payload']>;
/** Channels the page sends and main listens to. */
export type PageToMain = { [C in ChannelName]: Channels[C]['from'] extends 'page' ? C : never }[ChannelName];
/** Channels main sends and the page listens to. */
export type MainToPage = { [C in ChannelName]: Channels[C]['from'] extends 'main' ? C : never }[ChannelName];

/** Whether a string names one of the channels. */
export function isChannelName(name: string): name is ChannelName {
  return Object.hasOwn(channels, name);
}

/** Names of the channels one side sends, in list order. */
export function channelsFrom(from: 'page'): PageToMain[];
export function channelsFrom(from: 'main'): MainToPage[];
export function channelsFrom(from: ChannelSpec['from']): ChannelName[] {
  return (Object.keys(channels) as ChannelName[]).filter((name) => channels[name].from === from);
}

/** Validates a payload for a channel; the result says why when it does not match. */
export function parsePayload<C extends ChannelName>(
  channel: C,
  payload: unknown,
): { ok: true; data: Payload<C> } | { ok: false; error: string } {
  const result = channels[channel].payload.safeParse(payload);
  if (!result.success) return { ok: false, error: z.prettifyError(result.error) };
  // safeParse on a union of schemas loses the link to C; the schema is the one for C.
  return { ok: true, data: result.data as Payload<C> };
}
