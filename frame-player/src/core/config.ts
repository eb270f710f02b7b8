import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { DEFAULT_DRIVE_OPTIONS } from './usb/drives.ts';

/** Where the frame reads its settings; `DTM_PLAYER_CONFIG` points elsewhere (development, tests). */
export const DEFAULT_CONFIG_PATH = '/etc/dtm-frame-player/config.json';

/** The frame's settings. Every field has a default, so an absent file is a working frame. */
export const PlayerConfigSchema = z.strictObject({
  apiBaseUrl: z.url({ protocol: /^https?$/ }).default('https://drawings-to-magic.example'),
  /** The library, the pairing token and partial downloads live here (keep it on the SD card's data partition). */
  dataDir: z.string().min(1).default('/var/lib/dtm-frame-player'),
  frameSize: z.enum(['5', '7']).optional(),
  name: z.string().min(1).max(60).optional(),
  /** How long each animation shows before the next one, when there are several. */
  intervalSeconds: z.number().int().min(5).max(86_400).default(300),
  fit: z.enum(['contain', 'cover']).default('contain'),
  /** How often a paired frame checks the account for new or removed animations. */
  syncMinutes: z.number().int().min(1).max(1440).default(15),
  usb: z
    .strictObject({
      roots: z.array(z.string().min(1)).min(1).default(DEFAULT_DRIVE_OPTIONS.roots),
      mountTable: z.string().min(1).nullable().default(DEFAULT_DRIVE_OPTIONS.mountTable),
      intervalMs: z.number().int().min(100).max(60_000).default(1000),
    })
    .default({ roots: DEFAULT_DRIVE_OPTIONS.roots, mountTable: DEFAULT_DRIVE_OPTIONS.mountTable, intervalMs: 1000 }),
  /** USB import: space kept free on the data disk (the larger of the two), the converter, how far drives are searched. */
  import: z
    .strictObject({
      reserveMb: z.number().int().min(0).max(1_000_000).default(200),
      reservePercent: z.number().min(0).max(50).default(5),
      /** The ffmpeg that converts HEVC and scales 1080p/60 fps down (a name on PATH or a path); null never converts. */
      ffmpeg: z.string().min(1).nullable().default('ffmpeg'),
      maxDepth: z.number().int().min(1).max(64).default(12),
      maxFiles: z.number().int().min(1).max(1_000_000).default(10_000),
    })
    .default({ reserveMb: 200, reservePercent: 5, ffmpeg: 'ffmpeg', maxDepth: 12, maxFiles: 10_000 }),
  /** Player updates (core/update): the release key (null: the one built in), how often to look, the quiet hours, the trial. */
  updates: z
    .strictObject({
      publicKey: z.string().min(40).max(2000).nullable().default(null),
      checkMinutes: z.number().int().min(5).max(10_080).default(60),
      /** Local hours [from, to) when a restart into a new version goes unnoticed. */
      quietFrom: z.number().int().min(0).max(23).default(2),
      quietTo: z.number().int().min(1).max(24).default(5),
      healthyWithinSeconds: z.number().int().min(30).max(3600).default(300),
    })
    .default({ publicKey: null, checkMinutes: 60, quietFrom: 2, quietTo: 5, healthyWithinSeconds: 300 }),
});
export type PlayerConfig = z.output<typeof PlayerConfigSchema>;

/** Reads the config file (a missing file means all defaults; a broken one is an error to fix, not to guess around). */
export async function loadConfig(path = process.env.DTM_PLAYER_CONFIG ?? DEFAULT_CONFIG_PATH): Promise<PlayerConfig> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '{}';
    throw error;
  });
  const parsed = PlayerConfigSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
