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

export const channels = {
  /** The page has loaded and measured its viewport (CSS pixels). */
  'player:ready': {
    from: 'page',
    payload: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }),
  },
  /** Play one library file, looping without a gap, fitted to the panel. */
  'player:play': {
    from: 'main',
    payload: z.strictObject({ url: z.url({ protocol: /^file$/ }), fit: FitModeSchema }),
  },
  /** Nothing to play: show the idle screen, with the pairing code while the frame is pairing. */
  'player:idle': {
    from: 'main',
    payload: z.strictObject({
      pairingCode: z
        .string()
        .regex(/^[A-Z0-9]{4,8}$/)
        .nullable(),
    }),
  },
  /** The video element gave up on a file; main skips it. */
  'player:playback-error': {
    from: 'page',
    payload: z.strictObject({ url: z.string().max(4096), message: z.string().max(500) }),
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
