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

describe('every event of an order and its returns reads as a sentence, never as a raw key', () => {
  const at = (action: string, after: AuditEvent['after'], before: AuditEvent['before'] = null): AuditEvent => ({
    id: 'e3',
    actorEmail: null,
    action,
    entityType: action.startsWith('return.') && action !== 'return.requested' ? 'return' : 'order',
    entityId: 'o1',
    before,
    after,
    createdAt: '2026-12-03T10:00:00.000Z',
  });

  it.each([
    [at('order.cancelled', { cancelled: true }), 'Cancelled by the customer before paying; voucher use given back'],
    [
      at('order.cancelled', { cancelled: true, reason: 'account deleted' }),
      "Cancelled unpaid with the customer's account (nobody left to pay it); voucher use given back",
    ],
    [
      at('order.payment_status', { paymentStatus: 'refunded' }, { paymentStatus: 'paid' }),
      'Everything paid went back to the customer: the order is refunded',
    ],
    [at('return.updated', { status: 'approved' }), 'Return approved'],
    [at('return.updated', { status: 'completed' }), 'Return completed: the frame is back'],
    [
      at('return.label_sent', { returnLabelSent: true, code: 'RET-1A2B3C4D' }),
      'Return label RET-1A2B3C4D made and e-mailed to the customer',
    ],
    [
      at('order.refunded', { amount: '129.00', reason: 'Return RET-1A2B3C4D' }),
      'Refunded $129.00: Return RET-1A2B3C4D',
    ],
    [at('order.something_new', null), 'Order something new'],
  ])('%#: %s', (event, sentence) => {
    expect(describeEvent(event)).toBe(sentence);
  });
});
