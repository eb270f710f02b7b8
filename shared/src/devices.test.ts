import { describe, expect, it } from 'vitest';
import {
  DEVICE_MESSAGES,
  DeviceCodeInputSchema,
  DeviceCodeSchema,
  DeviceLibraryItemSchema,
  DeviceLibrarySchema,
  DeviceSchema,
  DeviceTokenInputSchema,
  DeviceTokenSchema,
  formatPairingCode,
  PAIRING_CODE_ALPHABET,
  PairDeviceInputSchema,
  PairingCodeSchema,
  UsbManifestSchema,
} from './devices.ts';
import { accepted, messageAt, NOW } from './testing.ts';

const SHA = 'a'.repeat(64);

describe('PairingCodeSchema', () => {
  it('forgives case, spaces and dashes as people type them', () => {
    expect(accepted(PairingCodeSchema, 'k7q2 xm4p')).toBe('K7Q2XM4P');
    expect(accepted(PairingCodeSchema, 'K7Q2-XM4P')).toBe('K7Q2XM4P');
  });

  it('refuses codes of the wrong length or with characters the frame never shows', () => {
    for (const bad of ['K7Q2XM4', 'K7Q2XM4PP', 'K7Q2XM40', 'K7Q2XMIP', '', 42]) {
      expect(messageAt(PairingCodeSchema, bad)).toBe(DEVICE_MESSAGES.codeInvalid);
    }
  });

  it('leaves out look-alike characters', () => {
    for (const confusing of '01OIL') expect(PAIRING_CODE_ALPHABET).not.toContain(confusing);
  });

  it('groups a code in fours for the panel', () => {
    expect(formatPairingCode('K7Q2XM4P')).toBe('K7Q2 XM4P');
  });
});

describe('pairing inputs', () => {
  it('lets a frame introduce itself with an optional name and size', () => {
    expect(accepted(DeviceCodeInputSchema, {})).toEqual({});
    expect(accepted(DeviceCodeInputSchema, { name: ' Kitchen ', frameSize: '5' })).toEqual({
      name: 'Kitchen',
      frameSize: '5',
    });
    expect(DeviceCodeInputSchema.safeParse({ frameSize: '6' }).success).toBe(false);
    expect(DeviceCodeInputSchema.safeParse({ token: 'x' }).success).toBe(false);
  });

  it('takes the code and an optional name on the dashboard', () => {
    expect(accepted(PairDeviceInputSchema, { code: 'k7q2xm4p', name: 'Living room' })).toEqual({
      code: 'K7Q2XM4P',
      name: 'Living room',
    });
    expect(messageAt(PairDeviceInputSchema, { code: 'nope' }, 'code')).toBe(DEVICE_MESSAGES.codeInvalid);
  });

  it('polls with the long device code only', () => {
    expect(DeviceTokenInputSchema.safeParse({ deviceCode: 'x'.repeat(43) }).success).toBe(true);
    expect(DeviceTokenInputSchema.safeParse({ deviceCode: 'K7Q2XM4P' }).success).toBe(false);
  });
});

describe('pairing answers', () => {
  it('describes the code a frame shows and the token it receives', () => {
    const code = {
      deviceCode: 'x'.repeat(43),
      userCode: 'K7Q2XM4P',
      verificationUrl: 'https://shop.example/dashboard?pair=K7Q2XM4P',
      expiresIn: 600,
      interval: 5,
    };
    expect(accepted(DeviceCodeSchema, code)).toEqual(code);
    const token = { token: `dtm_dev_${'y'.repeat(43)}`, deviceId: 'dev_1', name: 'Frame' };
    expect(accepted(DeviceTokenSchema, token)).toEqual(token);
    expect(DeviceTokenSchema.safeParse({ ...token, token: 'y'.repeat(51) }).success).toBe(false);
  });

  it('lists a paired frame for the dashboard', () => {
    const device = { id: 'dev_1', name: 'Kitchen', frameSize: '7', pairedAt: NOW, lastSeenAt: null };
    expect(accepted(DeviceSchema, device)).toEqual(device);
  });
});

describe('the device library', () => {
  const item = {
    id: 'c_3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
    kind: 'character',
    name: 'Captain Crayon',
    contentType: 'video/mp4',
    size: 1234,
    sha256: SHA,
    url: '/api/device/files/c_3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
  };

  it('lists each file with its size and checksum', () => {
    expect(accepted(DeviceLibrarySchema, { items: [item], generatedAt: NOW }).items).toEqual([item]);
  });

  it('says when to look again, in whole seconds up to a day; an older answer without it still reads', () => {
    expect(accepted(DeviceLibrarySchema, { items: [], generatedAt: NOW, nextSyncSeconds: 20 }).nextSyncSeconds).toBe(
      20,
    );
    expect(accepted(DeviceLibrarySchema, { items: [], generatedAt: NOW }).nextSyncSeconds).toBeUndefined();
    for (const nextSyncSeconds of [0, -5, 2.5, 86_401]) {
      expect(DeviceLibrarySchema.safeParse({ items: [], generatedAt: NOW, nextSyncSeconds }).success).toBe(false);
    }
  });

  it("lists a frame's own finished animation too", () => {
    const frame = { ...item, id: 'f_9b1d', kind: 'frame', url: '/api/device/files/f_9b1d' };
    expect(accepted(DeviceLibraryItemSchema, frame)).toEqual(frame);
  });

  it('refuses an item that could not be verified or fetched from elsewhere', () => {
    expect(DeviceLibraryItemSchema.safeParse({ ...item, sha256: 'ABC' }).success).toBe(false);
    expect(DeviceLibraryItemSchema.safeParse({ ...item, url: 'https://evil.example/x.mp4' }).success).toBe(false);
    expect(DeviceLibraryItemSchema.safeParse({ ...item, id: '../x' }).success).toBe(false);
  });
});

describe('UsbManifestSchema', () => {
  const entry = { file: 'Magic/dragon.webm', name: 'Dancing dragon', sha256: SHA, size: 10 };

  it('accepts the manifest the shop writes', () => {
    expect(accepted(UsbManifestSchema, { version: 1, animations: [entry] }).animations).toEqual([entry]);
  });

  it('refuses paths that leave the drive folder', () => {
    for (const file of ['../etc/passwd', '/etc/passwd', 'a/../../b.mp4', 'C:\\x.mp4']) {
      expect(UsbManifestSchema.safeParse({ version: 1, animations: [{ ...entry, file }] }).success, file).toBe(false);
    }
  });

  it('refuses unknown versions', () => {
    expect(UsbManifestSchema.safeParse({ version: 2, animations: [] }).success).toBe(false);
  });
});
