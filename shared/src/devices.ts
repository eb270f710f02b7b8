/**
 * Frames paired to a customer's account (decisions.md "Frame player"): the device-code flow, the
 * content listing a frame downloads, and the manifest the shop writes next to downloads on a USB drive.
 */
import { z } from 'zod';
import { generic, IdSchema, says, TimestampSchema } from './common.ts';
import { FRAME_SIZES } from './constants.ts';
import { DeviceCommandSchema, DeviceStatusSchema } from './device-health.ts';
import { personText } from './text.ts';

/** Codes a person types: no 0/O, 1/I/L, so a code read off a small panel is typed right the first time. */
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PAIRING_CODE_LENGTH = 8;
/** A pairing code lives 10 minutes and is used once. */
export const PAIRING_CODE_TTL_SECONDS = 10 * 60;
/** How often a frame asks whether its code was entered. */
export const PAIRING_POLL_SECONDS = 5;
/**
 * How soon a frame is asked to look again while something is about to reach it: a preview waits
 * for the customer's approval, or the account's animations changed a moment ago.
 */
export const DEVICE_SYNC_SOON_SECONDS = 20;
/** How long after a delivery or a purchase the frame keeps looking soon (it may have missed it). */
export const DEVICE_RECENT_CHANGE_SECONDS = 5 * 60;
/** The usual period between looks, the frame's own default. */
export const DEVICE_SYNC_NORMAL_SECONDS = 15 * 60;
/** The frame never asks again sooner than this, whatever an answer says. */
export const DEVICE_SYNC_FLOOR_SECONDS = 10;
/** Device tokens are sent as `Authorization: Bearer dtm_dev_...`. */
export const DEVICE_TOKEN_PREFIX = 'dtm_dev_';

export const DEVICE_MESSAGES = {
  codeInvalid: `Please enter the ${PAIRING_CODE_LENGTH}-character code shown on your frame.`,
  codeNotFound: 'This code is not valid any more. Codes work once and for 10 minutes: check the frame for a new one.',
  deviceNotFound: 'This frame is not connected to your account.',
  tokenMissing: 'This frame is not paired. Show the pairing code on the frame and enter it on the dashboard.',
  codePending: 'Waiting for the code to be entered on the dashboard.',
  codeExpired: 'This pairing code has expired. The frame shows a new one.',
  fileNotFound: 'This animation is not in your library any more.',
} as const;

/** A pairing code as typed: spaces, dashes and case are forgiven. */
export function normalizePairingCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** A code grouped for reading off a panel: "K7Q2 XM4P". */
export function formatPairingCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

const codePattern = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`);

/** The code as stored and compared: upper case, no separators, only alphabet characters. */
export const PairingCodeSchema = z
  .string(says(DEVICE_MESSAGES.codeInvalid))
  .max(32)
  .transform(normalizePairingCode)
  .pipe(z.string().regex(codePattern, says(DEVICE_MESSAGES.codeInvalid)));

/** A frame's own name for itself, shown on the dashboard ("Living room"). */
const DeviceNameSchema = personText(generic).trim().min(1).max(60);

/** POST /api/device/code: the frame introduces itself. */
export const DeviceCodeInputSchema = z.strictObject(
  { name: DeviceNameSchema.optional(), frameSize: z.enum(FRAME_SIZES, generic).optional() },
  generic,
);
export type DeviceCodeInput = z.infer<typeof DeviceCodeInputSchema>;

/** The answer: a secret the frame polls with, and the short code it shows (and encodes in a QR). */
export const DeviceCodeSchema = z.object({
  deviceCode: z.string().min(32).max(128),
  userCode: z.string().regex(codePattern),
  verificationUrl: z.url(),
  expiresIn: z.number().int().positive(),
  interval: z.number().int().positive(),
});
export type DeviceCode = z.infer<typeof DeviceCodeSchema>;

/** POST /api/device/token: the frame asks whether its code was entered. */
export const DeviceTokenInputSchema = z.strictObject({ deviceCode: z.string(generic).min(32).max(128) }, generic);
export type DeviceTokenInput = z.infer<typeof DeviceTokenInputSchema>;

/** 200 from /api/device/token once the customer entered the code: shown this once, stored hashed. */
export const DeviceTokenSchema = z.object({
  token: z.string().startsWith(DEVICE_TOKEN_PREFIX).min(40),
  deviceId: IdSchema,
  name: z.string(),
});
export type DeviceToken = z.infer<typeof DeviceTokenSchema>;

/** POST /api/user/devices/pair: the signed-in customer enters the code from the frame. */
export const PairDeviceInputSchema = z.strictObject(
  { code: PairingCodeSchema, name: DeviceNameSchema.optional() },
  generic,
);
export type PairDeviceInput = z.infer<typeof PairDeviceInputSchema>;

/** A paired frame as the dashboard lists it. */
export const DeviceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  frameSize: z.enum(FRAME_SIZES).nullable(),
  pairedAt: TimestampSchema,
  lastSeenAt: TimestampSchema.nullable(),
  /** Its state and what it plays (the list's answer; absent right after pairing). */
  status: DeviceStatusSchema.optional(),
});
export type Device = z.infer<typeof DeviceSchema>;

/** `frame`: the finished animation of a frame the account ordered. */
export const DEVICE_CONTENT_KINDS = ['character', 'animation', 'variation', 'frame'] as const;
export type DeviceContentKind = (typeof DEVICE_CONTENT_KINDS)[number];

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** One animation the paired account owns, as the frame downloads it. */
export const DeviceLibraryItemSchema = z.object({
  id: z.string().regex(/^[cavf]_[0-9A-Za-z-]{1,128}$/),
  kind: z.enum(DEVICE_CONTENT_KINDS),
  name: z.string().max(200),
  contentType: z.string().max(100),
  size: z.number().int().nonnegative(),
  sha256: Sha256Schema,
  /** Same-origin path of GET /api/device/files/:id (Range supported). */
  url: z.string().startsWith('/api/device/files/'),
});
export type DeviceLibraryItem = z.infer<typeof DeviceLibraryItemSchema>;

/** GET /api/device/library: the whole list; what is missing from it the frame removes. */
export const DeviceLibrarySchema = z.object({
  items: z.array(DeviceLibraryItemSchema),
  generatedAt: TimestampSchema,
  /**
   * When to ask again: DEVICE_SYNC_SOON_SECONDS while a preview awaits approval or content just
   * changed, DEVICE_SYNC_NORMAL_SECONDS otherwise. Absent from an older API: the frame keeps its own period.
   */
  nextSyncSeconds: z.number().int().positive().max(86_400).optional(),
  /** What an admin asked of this frame (sync now, restart, send the log or a screenshot), each handed out once. */
  commands: z.array(DeviceCommandSchema).max(20).optional(),
});
export type DeviceLibrary = z.infer<typeof DeviceLibrarySchema>;

/** The file the shop writes next to downloaded animations on a USB drive. */
export const USB_MANIFEST_NAME = 'drawings-to-magic.json';

/** Names and checksums of the files on the drive; paths are relative to the manifest's folder. */
export const UsbManifestSchema = z.object({
  version: z.literal(1),
  animations: z
    .array(
      z.object({
        file: z
          .string()
          .min(1)
          .max(255)
          .refine((path) => !path.split(/[\\/]/).includes('..') && !/^([\\/]|[A-Za-z]:)/.test(path)),
        name: z.string().min(1).max(200),
        sha256: Sha256Schema,
        size: z.number().int().nonnegative(),
      }),
    )
    .max(1000),
});
export type UsbManifest = z.infer<typeof UsbManifestSchema>;
