import { z } from 'zod';

/** Every IPC channel between the player's main process and its screen, with its payload. */
export const IPC_CHANNELS = {
  /** main -> page: what to play next. */
  play: z.object({ file: z.string().min(1), name: z.string() }),
  /** main -> page: progress of a USB import or download, 0..1. */
  progress: z.object({ label: z.string(), fraction: z.number().min(0).max(1) }),
  /** page -> main: the video failed to decode; skip it. */
  playbackError: z.object({ file: z.string().min(1), message: z.string() }),
} as const;

export type IpcChannel = keyof typeof IPC_CHANNELS;
export type IpcPayload<C extends IpcChannel> = z.infer<(typeof IPC_CHANNELS)[C]>;

/** Validates a payload that crossed the process boundary; a malformed one is dropped by the caller. */
export function parsePayload<C extends IpcChannel>(channel: C, payload: unknown): IpcPayload<C> | null {
  const result = IPC_CHANNELS[channel].safeParse(payload);
  return result.success ? (result.data as IpcPayload<C>) : null;
}
