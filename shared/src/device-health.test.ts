import { describe, expect, it } from 'vitest';
import {
  AdminDeviceListSchema,
  AdminDeviceSchema,
  CreateDeviceCommandInputSchema,
  DeviceCommandSchema,
  DeviceHealthStateSchema,
  DeviceLogQuerySchema,
  DeviceStatusSchema,
  HealthAnswerSchema,
  HealthReportSchema,
} from './device-health.ts';
import { accepted, messageAt, NOW } from './testing.ts';

const report = {
  deviceId: 'dev_1',
  reason: 'periodic',
  playerVersion: '1.4.2',
  uptimeSeconds: 3600,
  screen: { width: 1024, height: 600 },
  frameSize: '7',
  display: { shouldPlay: true, playing: true },
  playing: [{ id: 'a_1', name: 'Dragon dance' }],
  failing: [],
  recoveries: [{ at: NOW, step: 'reload', reason: 'page stalled' }],
  storage: { freeBytes: 5_000_000_000, reserveBytes: 1_000_000_000, totalBytes: 16_000_000_000 },
  sync: { lastSuccessAt: NOW, lastAttemptAt: NOW, lastError: null },
};

const device = {
  id: 'dev_1',
  name: 'Living room',
  frameSize: '7',
  owner: { id: 'usr_1', email: 'anna@example.com', name: 'Anna Berg' },
  pairedAt: NOW,
  lastSeenAt: NOW,
  lastReportAt: NOW,
  playerVersion: '1.4.2',
  state: 'ok',
  problems: [],
  report,
  screenshotUrl: null,
  screenshotAt: null,
  pending: ['sync'],
  logAt: null,
};

describe('HealthReportSchema', () => {
  it('accepts a report as the player sends it, with or without its id', () => {
    expect(accepted(HealthReportSchema, report)).toMatchObject({ reason: 'periodic', frameSize: '7' });
    const { deviceId: _, ...withoutId } = report;
    expect(accepted(HealthReportSchema, { ...withoutId, screen: null, storage: null })).toBeTruthy();
  });

  it('refuses an unknown reason and a missing sync', () => {
    expect(messageAt(HealthReportSchema, { ...report, reason: 'boredom' }, 'reason')).toBe('Invalid input');
    const { sync: _, ...withoutSync } = report;
    expect(messageAt(HealthReportSchema, withoutSync, 'sync')).toBe('Required');
  });

  it('refuses fields it does not know', () => {
    expect(HealthReportSchema.safeParse({ ...report, secret: 'x' }).success).toBe(false);
  });
});

describe('DeviceCommandSchema and HealthAnswerSchema', () => {
  it('accepts the commands waiting for the frame', () => {
    const command = accepted(DeviceCommandSchema, { id: 'cmd_1', kind: 'screenshot' });
    expect(accepted(HealthAnswerSchema, { deviceId: 'dev_1', commands: [command] })).toEqual({
      deviceId: 'dev_1',
      commands: [{ id: 'cmd_1', kind: 'screenshot' }],
    });
    expect(accepted(HealthAnswerSchema, { deviceId: 'dev_1', commands: [] })).toBeTruthy();
  });

  it('refuses a command the player does not know', () => {
    expect(DeviceCommandSchema.safeParse({ id: 'cmd_1', kind: 'format-disk' }).success).toBe(false);
    expect(HealthAnswerSchema.safeParse({ deviceId: 'dev_1' }).success).toBe(false);
  });
});

describe('DeviceLogQuerySchema', () => {
  it('accepts the command id or none', () => {
    expect(accepted(DeviceLogQuerySchema, { command: 'cmd_1' })).toEqual({ command: 'cmd_1' });
    expect(accepted(DeviceLogQuerySchema, {})).toEqual({});
  });

  it('refuses an empty command id', () => {
    expect(messageAt(DeviceLogQuerySchema, { command: '' }, 'command')).toBe('Required');
  });
});

describe('DeviceHealthStateSchema and DeviceStatusSchema', () => {
  it('accepts the four states and what plays', () => {
    for (const state of ['ok', 'warning', 'dark', 'silent'])
      expect(accepted(DeviceHealthStateSchema, state)).toBe(state);
    expect(accepted(DeviceStatusSchema, { state: 'dark', playing: [] })).toEqual({ state: 'dark', playing: [] });
  });

  it('refuses another state', () => {
    expect(DeviceHealthStateSchema.safeParse('broken').success).toBe(false);
    expect(DeviceStatusSchema.safeParse({ state: 'ok' }).success).toBe(false);
  });
});

describe('AdminDeviceSchema and AdminDeviceListSchema', () => {
  it('accepts a frame as the back office lists it', () => {
    expect(accepted(AdminDeviceSchema, device)).toMatchObject({ state: 'ok', pending: ['sync'] });
    expect(
      accepted(AdminDeviceListSchema, { devices: [device, { ...device, report: null }], needCare: 0 }),
    ).toBeTruthy();
  });

  it('refuses a negative care count and a pending command it does not know', () => {
    expect(AdminDeviceListSchema.safeParse({ devices: [], needCare: -1 }).success).toBe(false);
    expect(AdminDeviceSchema.safeParse({ ...device, pending: ['explode'] }).success).toBe(false);
  });
});

describe('CreateDeviceCommandInputSchema', () => {
  it('accepts each command an admin can leave', () => {
    for (const kind of ['sync', 'restart', 'log', 'screenshot']) {
      expect(accepted(CreateDeviceCommandInputSchema, { kind })).toEqual({ kind });
    }
  });

  it('refuses a missing or unknown command', () => {
    expect(messageAt(CreateDeviceCommandInputSchema, {}, 'kind')).toBe('Required');
    expect(messageAt(CreateDeviceCommandInputSchema, { kind: 'reboot' }, 'kind')).toBe('Invalid input');
  });
});
