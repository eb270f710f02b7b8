/**
 * Health the shop can see, care from a distance (issue #38, points 3 and 4): the report a paired
 * frame sends, the states the back office and the parent's dashboard derive from it, the commands
 * an admin leaves for a frame, and their words.
 */
import { z } from 'zod';
import { generic, IdSchema, TimestampSchema } from './common.ts';
import { FRAME_SIZES } from './constants.ts';

/** The most a report may weigh: a typical one is under 1 KB (see the player's health test). */
export const HEALTH_REPORT_MAX_BYTES = 16 * 1024;
/** The frame reports at start, after a sync or import that changed something, and at least this often. */
export const HEALTH_REPORT_PERIOD_SECONDS = 4 * 60 * 60;
/** Reports kept per frame (the latest is the first of them). */
export const HEALTH_HISTORY_LENGTH = 50;
/** Per frame: a crash loop or a bug cannot fill the history (start + a few syncs an hour fit easily). */
export const HEALTH_REPORT_LIMIT = { max: 20, windowSeconds: 60 * 60 } as const;
/** Screenshots and logs only come when asked; a few an hour per frame is plenty. */
export const DEVICE_UPLOAD_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;
/** The log a frame sends on request: its last 64 KB. */
export const DEVICE_LOG_MAX_BYTES = 64 * 1024;
/** A screenshot at low resolution (the panel halved, JPEG/PNG/WebP): 200 KB is far above one. */
export const DEVICE_SCREENSHOT_MAX_BYTES = 200 * 1024;
export const DEVICE_SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** No call at all for this long and the frame is "silent". */
export const DEVICE_SILENT_AFTER_SECONDS = 24 * 60 * 60;

const ShortText = z.string(generic).max(200);
const Count = z.number(generic).int().nonnegative();

/** A clip as the report names it: the shop's file id (f_/c_/a_/v_...) or "usb:<sha-256 prefix>". */
const ClipSchema = z.strictObject({ id: z.string(generic).min(1).max(140), name: ShortText }, generic);

/** POST /api/device/health: what the frame knows about itself. */
export const HealthReportSchema = z.strictObject(
  {
    /** The frame's own id, when it knows it: must be the id its token belongs to. */
    deviceId: IdSchema.optional(),
    reason: z.enum(['start', 'periodic', 'sync', 'import', 'command'], generic),
    playerVersion: z.string(generic).min(1).max(40),
    uptimeSeconds: Count,
    screen: z.strictObject({ width: Count.max(10_000), height: Count.max(10_000) }, generic).nullable(),
    frameSize: z.enum(FRAME_SIZES, generic).nullable(),
    /** `shouldPlay`: the library has playable clips; `playing`: the page shows frames (null: not known). */
    display: z.strictObject({ shouldPlay: z.boolean(generic), playing: z.boolean(generic).nullable() }, generic),
    /** What is in the rotation now. */
    playing: z.array(ClipSchema, generic).max(100),
    /** Clips left out because they do not play. */
    failing: z.array(ClipSchema.extend({ reason: ShortText }), generic).max(50),
    /** Watchdog recoveries since the last report (step: retry, reload, page, relaunch). */
    recoveries: z
      .array(z.strictObject({ at: TimestampSchema, step: z.string(generic).max(40), reason: ShortText }, generic))
      .max(50),
    storage: z.strictObject({ freeBytes: Count, reserveBytes: Count, totalBytes: Count }, generic).nullable(),
    sync: z.strictObject(
      {
        lastSuccessAt: TimestampSchema.nullable(),
        lastAttemptAt: TimestampSchema.nullable(),
        /** The last attempt's failure, null when it worked. */
        lastError: z.string(generic).max(300).nullable(),
      },
      generic,
    ),
  },
  generic,
);
export type HealthReport = z.infer<typeof HealthReportSchema>;

export const DEVICE_COMMAND_KINDS = ['sync', 'restart', 'log', 'screenshot'] as const;
export type DeviceCommandKind = (typeof DEVICE_COMMAND_KINDS)[number];

/** A command for the frame, handed out once at its next call. */
export const DeviceCommandSchema = z.object({ id: IdSchema, kind: z.enum(DEVICE_COMMAND_KINDS) });
export type DeviceCommand = z.infer<typeof DeviceCommandSchema>;

/** 202 from POST /api/device/health: stored; the commands waiting for the frame, if any. */
export const HealthAnswerSchema = z.object({ deviceId: IdSchema, commands: z.array(DeviceCommandSchema) });
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;

/** POST /api/device/log: the frame's recent log, as text (the command's id in the query). */
export const DeviceLogQuerySchema = z.object({ command: IdSchema.optional() });

/**
 * - ok: plays and syncs;
 * - warning: clips failing, space under the reserve, the last sync failed, or no report yet;
 * - dark: should play but does not, or has nothing to play;
 * - silent: no call at all for 24 hours (whatever its last report said).
 */
export const DEVICE_HEALTH_STATES = ['ok', 'warning', 'dark', 'silent'] as const;
export type DeviceHealthState = (typeof DEVICE_HEALTH_STATES)[number];

/** Why a frame is not simply "ok", in the back office's words. */
export function healthProblems(report: HealthReport | null): string[] {
  if (!report) return [DEVICE_HEALTH_TEXTS.noReport];
  const problems: string[] = [];
  if (report.display.shouldPlay && report.display.playing === false) problems.push(DEVICE_HEALTH_TEXTS.notPlaying);
  if (!report.display.shouldPlay) problems.push(DEVICE_HEALTH_TEXTS.nothingToPlay);
  if (report.failing.length > 0) problems.push(DEVICE_HEALTH_TEXTS.failing(report.failing.length));
  if (report.storage && report.storage.freeBytes < report.storage.reserveBytes)
    problems.push(DEVICE_HEALTH_TEXTS.lowSpace);
  if (report.sync.lastError) problems.push(DEVICE_HEALTH_TEXTS.syncFailing);
  return problems;
}

/** "Should play, does not": the one report state that raises an admin notice. */
export function isDarkNotPlaying(report: HealthReport | null): boolean {
  return report?.display.shouldPlay === true && report.display.playing === false;
}

/** The state of a frame from its last call and its last report. */
export function healthStateOf(
  lastSeenAt: Date | null,
  pairedAt: Date,
  report: HealthReport | null,
  now = Date.now(),
): DeviceHealthState {
  const lastCall = (lastSeenAt ?? pairedAt).getTime();
  if (now - lastCall > DEVICE_SILENT_AFTER_SECONDS * 1000) return 'silent';
  if (report && (!report.display.shouldPlay || report.display.playing === false)) return 'dark';
  return healthProblems(report).length > 0 ? 'warning' : 'ok';
}

export const DeviceHealthStateSchema = z.enum(DEVICE_HEALTH_STATES);

/** One frame in the back office's "Frames in homes". */
export const AdminDeviceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  frameSize: z.enum(FRAME_SIZES).nullable(),
  owner: z.object({ id: IdSchema, email: z.string(), name: z.string().nullable() }),
  pairedAt: TimestampSchema,
  lastSeenAt: TimestampSchema.nullable(),
  lastReportAt: TimestampSchema.nullable(),
  playerVersion: z.string().nullable(),
  state: DeviceHealthStateSchema,
  problems: z.array(z.string()),
  report: HealthReportSchema.nullable(),
  /** Same-origin path of the latest screenshot, null when none was sent. */
  screenshotUrl: z.string().nullable(),
  screenshotAt: TimestampSchema.nullable(),
  /** Commands not yet handed out, and the latest log the frame sent. */
  pending: z.array(z.enum(DEVICE_COMMAND_KINDS)),
  logAt: TimestampSchema.nullable(),
});
export type AdminDevice = z.infer<typeof AdminDeviceSchema>;

export const AdminDeviceListSchema = z.object({
  devices: z.array(AdminDeviceSchema),
  /** Silent or dark: what the sidebar counts. */
  needCare: z.number().int().nonnegative(),
});
export type AdminDeviceList = z.infer<typeof AdminDeviceListSchema>;

/** POST /api/admin/devices/:id/commands. */
export const CreateDeviceCommandInputSchema = z.strictObject({ kind: z.enum(DEVICE_COMMAND_KINDS, generic) }, generic);
export type CreateDeviceCommandInput = z.infer<typeof CreateDeviceCommandInputSchema>;

/** What the parent's dashboard shows of a frame (GET /api/user/devices adds it to each). */
export const DeviceStatusSchema = z.object({
  state: DeviceHealthStateSchema,
  /** Names of what plays now, from the last report. */
  playing: z.array(z.string()),
});
export type DeviceStatus = z.infer<typeof DeviceStatusSchema>;

export const DEVICE_HEALTH_TEXTS = {
  noReport: 'No health report yet (an older player, or it has not started since pairing)',
  notPlaying: 'Should play, does not',
  nothingToPlay: 'Nothing to play',
  failing: (count: number) => (count === 1 ? '1 clip does not play' : `${count} clips do not play`),
  lowSpace: 'Free space is under the reserve',
  syncFailing: 'Sync is failing',
  silent: 'No call for 24 hours',
  stateLabel: { ok: 'OK', warning: 'Warning', dark: 'Dark', silent: 'Silent' } satisfies Record<
    DeviceHealthState,
    string
  >,
  commandLabel: {
    sync: 'Sync now',
    restart: 'Restart the player',
    log: 'Send its log',
    screenshot: 'Take a screenshot',
  } satisfies Record<DeviceCommandKind, string>,
  commandQueued: 'Asked: the frame does it at its next call.',
  pageTitle: 'Frames in homes',
  pageIntro: 'Every paired frame, how it is doing, and what it was last seen playing.',
  empty: 'No frame is paired yet.',
} as const;

/** The frame's API refusals. */
export const DEVICE_HEALTH_MESSAGES = {
  otherDevice: 'This report names another frame than the one its token belongs to.',
  reportTooLarge: `A health report is ${HEALTH_REPORT_MAX_BYTES / 1024} KB at most: leave out the long lists.`,
  logTooLarge: `A frame's log is sent as its last ${DEVICE_LOG_MAX_BYTES / 1024} KB at most.`,
  screenshotTooLarge: `A screenshot is ${DEVICE_SCREENSHOT_MAX_BYTES / 1024} KB at most: send it at low resolution.`,
  notAnImage: 'A screenshot must be a JPEG, PNG or WebP picture; these bytes are not one.',
  noScreenshot: 'This frame has not sent a screenshot.',
  noLog: 'This frame has not sent its log.',
  deviceNotFound: 'There is no paired frame with this id.',
} as const;

/** The parent's words for a frame on the dashboard. */
export const DEVICE_STATUS_TEXTS = {
  playing: (names: string[]) =>
    `Playing: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`,
  nothingToPlay: 'Nothing to play yet: your animations appear here once they are ready.',
  notPlaying: 'It has animations but is not showing them: switch it off and on again.',
  lastSeen: (ago: string) => `last seen ${ago}`,
  neverSeen: 'not in touch yet',
  silent: (since: string) =>
    `Your frame has not been in touch since ${since}: check it is switched on and connected to Wi-Fi.`,
} as const;

/** "10 minutes ago", "3 hours ago", "2 days ago" (the dashboard's words). */
export function timeAgo(then: Date, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - then.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return unit(Math.floor(seconds / 3600), 'hour');
  return unit(Math.floor(seconds / 86_400), 'day');
}

/** The admin notice for frames needing care (one mail per cron run that finds new episodes). */
export const FRAME_CARE_MAIL = {
  subject: ({ silent, dark }: { silent: number; dark: number }) =>
    silent + dark === 1 ? 'A frame needs care' : `${silent + dark} frames need care`,
  title: 'Frames in homes need care',
  body: ({ silent, dark }: { silent: number; dark: number }) =>
    [
      silent > 0 ? `${silent === 1 ? 'A frame has' : `${silent} frames have`} not called for 24 hours.` : null,
      dark > 0 ? `${dark === 1 ? 'A frame reports' : `${dark} frames report`} that it should play but does not.` : null,
      'Their owners and last reports are in the back office.',
    ].filter((line): line is string => line !== null),
  action: 'Open Frames in homes',
} as const;
