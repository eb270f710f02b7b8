import type { AuditEvent } from '@dtm/shared/admin';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './order-timeline';

const event = (before: AuditEvent['before']): AuditEvent => ({
  id: 'e1',
  actorEmail: 'admin@example.com',
  action: 'frame.animation_video',
  entityType: 'order',
  entityId: 'o1',
  before,
  after: { status: 'ready', animationVideoUrl: 'animations/f1/new.mp4' },
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe("the order timeline's words for a frame's finished animation", () => {
  it('says it was uploaded the first time and replaced afterwards', () => {
    expect(describeEvent(event({ status: 'enchanting', animationVideoUrl: null }))).toBe(
      "Frame's finished animation uploaded (frame ready)",
    );
    expect(describeEvent(event({ status: 'ready', animationVideoUrl: 'animations/f1/old.mp4' }))).toBe(
      "Frame's finished animation replaced (frame ready)",
    );
  });
});

describe("the order timeline's words for a return request", () => {
  const requested = (reason: string | null): AuditEvent => ({
    id: 'e2',
    actorEmail: null,
    action: 'return.requested',
    entityType: 'order',
    entityId: 'o1',
    before: null,
    after: { returnId: 'r1', reason },
    createdAt: '2026-11-27T10:00:00.000Z',
  });

  it('says the customer asked for a return, with the reason when one was given', () => {
    expect(describeEvent(requested('Too small'))).toBe('Return requested by the customer: Too small');
    expect(describeEvent(requested(null))).toBe('Return requested by the customer');
  });
});

describe("the order timeline's words for upload reminders", () => {
  const reminder = (action: string, after: AuditEvent['after']): AuditEvent => ({
    id: 'e3',
    actorEmail: null,
    action,
    entityType: 'order',
    entityId: 'o1',
    before: null,
    after,
    createdAt: '2026-11-27T10:00:00.000Z',
  });

  it('numbers each reminder sent and says when the customer stopped them', () => {
    expect(describeEvent(reminder('order.upload_reminder', { number: 2 }))).toBe(
      'Reminder 2 to upload the drawing sent',
    );
    expect(describeEvent(reminder('order.upload_reminders_stopped', null))).toBe(
      'The customer stopped the upload reminders',
    );
  });
});

describe("the order timeline's words for the review loop", () => {
  const step = (action: string, after: AuditEvent['after']): AuditEvent => ({
    id: 'e3',
    actorEmail: 'admin@example.com',
    action,
    entityType: 'order',
    entityId: 'o1',
    before: null,
    after,
    createdAt: '2026-11-27T10:00:00.000Z',
  });

  it('names the version of each step, and the note of a change request as text', () => {
    expect(describeEvent(step('preview.sent', { version: 2 }))).toBe('Preview v2 sent to the customer (awakening)');
    expect(describeEvent(step('preview.change_requested', { version: 1, note: '<b>Bigger</b> smile' }))).toBe(
      'Change asked for preview v1: <b>Bigger</b> smile',
    );
    expect(describeEvent(step('preview.approved', { version: 3 }))).toBe('Preview v3 approved by the customer (ready)');
    expect(describeEvent(step('animation.final', { version: 3 }))).toBe('Animation v3 marked final (ready)');
  });
});
