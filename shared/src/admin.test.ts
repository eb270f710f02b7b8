import { describe, expect, it } from 'vitest';
import {
  ADMIN_WAITING_TEXTS,
  AdminCharacterSchema,
  AdminFrameSchema,
  AdminOrderDetailsSchema,
  AdminOrderFilterSchema,
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  AdminSearchQuerySchema,
  AdminStatsSchema,
  AdminSupportListQuerySchema,
  AdminVoucherSchema,
  AnimationUploadResponseSchema,
  AuditEventSchema,
  DailyOrdersSchema,
  FrameAnimationUploadResponseSchema,
  WaitingCountsSchema,
  waitingTotal,
} from './admin.ts';
import { accepted, messageAt, NOW, ORDER_ID, UPLOAD_TOKEN } from './testing.ts';

describe('AdminSearchQuerySchema', () => {
  it('trims the search and treats a blank one as no filter', () => {
    expect(accepted(AdminSearchQuerySchema, { search: ' anna ' })).toEqual({ search: 'anna' });
    expect(accepted(AdminSearchQuerySchema, { search: '' })).toEqual({ search: undefined });
    expect(accepted(AdminSearchQuerySchema, {})).toEqual({ search: undefined });
  });

  it('refuses a repeated query parameter', () => {
    expect(messageAt(AdminSearchQuerySchema, { search: ['a', 'b'] }, 'search')).toBe('Invalid input');
  });
});

describe('AdminOrderListQuerySchema', () => {
  it('reads page and page size from the query text, with defaults', () => {
    expect(accepted(AdminOrderListQuerySchema, {})).toEqual({ search: undefined, page: 1, pageSize: 20 });
    expect(accepted(AdminOrderListQuerySchema, { search: 'anna', page: '3', pageSize: '50' })).toEqual({
      search: 'anna',
      page: 3,
      pageSize: 50,
    });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc']])('refuses page %s', (page) => {
    expect(messageAt(AdminOrderListQuerySchema, { page }, 'page')).toBe('Invalid input');
  });

  it('refuses more than 100 orders a page', () => {
    expect(messageAt(AdminOrderListQuerySchema, { pageSize: '101' }, 'pageSize')).toBe('Invalid input');
  });
});

const order = {
  id: ORDER_ID,
  type: 'frame',
  customerName: 'Anna Parent',
  customerEmail: 'anna@example.com',
  frameSize: '7',
  characterName: null,
  personalNote: null,
  amount: '129.00',
  discountAmount: '0.00',
  refundedAmount: '0.00',
  voucherCode: null,
  stripePaymentIntentId: null,
  paymentStatus: 'paid',
  fulfillmentStatus: 'pending',
  uploadExpiresAt: null,
  userId: null,
  shippingAddress: null,
  createdAt: NOW,
  updatedAt: NOW,
};
const event = {
  id: 'e1',
  actorEmail: 'admin@example.com',
  action: 'order.fulfillment_status',
  entityType: 'order',
  entityId: ORDER_ID,
  before: { fulfillmentStatus: 'pending' },
  after: { fulfillmentStatus: 'shipped' },
  createdAt: NOW,
};

describe('admin responses', () => {
  it('describe a page of orders, an order with its timeline, and an audit event', () => {
    expect(accepted(AdminOrderPageSchema, { orders: [order], total: 1, page: 1, pageSize: 20 }).total).toBe(1);
    expect(accepted(AdminOrderDetailsSchema, { order, events: [event] }).events).toHaveLength(1);
    expect(accepted(AuditEventSchema, { ...event, actorEmail: null, before: null }).actorEmail).toBeNull();
  });

  it('describe the dashboard figures with dollar amounts of 2 decimals', () => {
    const day = { date: '2026-11-22', orders: 3, revenue: '258.00' };
    expect(accepted(DailyOrdersSchema, day)).toEqual(day);
    const stats = {
      orders: { total: 3, paid: 2, pending: 1 },
      revenue: '258.00',
      openSupportRequests: 1,
      pendingReturns: 0,
      variationsBeingMade: 1,
      waiting: { frames: { changeRequests: 1, newDrawings: 2 }, characters: { changeRequests: 0, newDrawings: 1 } },
      activeVouchers: 2,
      fulfillment: { processing: 1, shipped: 0, delivered: 1 },
      recentOrders: [order],
      daily: [day],
    };
    expect(accepted(AdminStatsSchema, stats).revenue).toBe('258.00');
    // Counts from before failed and stopped renders were counted read as none of those.
    expect(accepted(WaitingCountsSchema, stats.waiting.frames)).toEqual({
      changeRequests: 1,
      rendersFailed: 0,
      rendersStopped: 0,
      newDrawings: 2,
    });
    const counts = { changeRequests: 2, rendersFailed: 1, rendersStopped: 1, newDrawings: 3 };
    expect(waitingTotal(counts)).toBe(7);
    expect(ADMIN_WAITING_TEXTS.summary(counts)).toBe(
      '2 change requests, 1 failed render, 1 stopped render to resume, 3 drawings to animate',
    );
    expect(ADMIN_WAITING_TEXTS.summary(accepted(WaitingCountsSchema, stats.waiting.characters))).toBe(
      '0 change requests, 1 drawing to animate',
    );
    expect(WaitingCountsSchema.safeParse({ changeRequests: -1, newDrawings: 0 }).success).toBe(false);
    expect(messageAt(AdminStatsSchema, { ...stats, revenue: '258' }, 'revenue')).toBe('Invalid input');
  });

  it('describe vouchers, frames, characters and the video upload answer', () => {
    const voucher = {
      id: 'v1',
      code: 'SPRING',
      discountType: 'percentage',
      discountValue: '10.00',
      usageLimit: null,
      usedCount: 1,
      reservedCount: 0,
      expiresAt: null,
      applicableProducts: [],
      active: true,
      createdAt: NOW,
    };
    expect(accepted(AdminVoucherSchema, voucher).reservedCount).toBe(0);
    const frame = {
      id: 'f1',
      orderId: ORDER_ID,
      frameSize: '5',
      frameName: null,
      status: 'enchanting',
      fulfillmentStatus: 'processing',
      hasArtwork: true,
      animationVideoUrl: '/api/admin/frames/f1/animation',
      preload: { videoUrl: '/api/admin/frames/f1/animation?download=1', manifestUrl: '/api/admin/frames/f1/manifest' },
      waiting: 'change_requested',
      customerName: 'Anna Parent',
      customerEmail: 'anna@example.com',
      createdAt: NOW,
    };
    expect(accepted(AdminFrameSchema, frame).status).toBe('enchanting');
    const character = {
      id: 'c1',
      orderId: ORDER_ID,
      characterName: 'Dragon',
      status: 'ready',
      hasArtwork: false,
      completeUploadUrl: `/upload/${UPLOAD_TOKEN}`,
      animationVideoUrl: null,
      waiting: null,
      customerName: 'Anna Parent',
      customerEmail: 'anna@example.com',
      createdAt: NOW,
    };
    expect(accepted(AdminCharacterSchema, character).completeUploadUrl).toBe(`/upload/${UPLOAD_TOKEN}`);
    expect(
      messageAt(AdminCharacterSchema, { ...character, completeUploadUrl: 'javascript:alert(1)' }, 'completeUploadUrl'),
    ).toBe('Invalid input');
    const answer = { animationVideoUrl: '/api/admin/characters/c1/animation', contentType: 'video/mp4', size: 10 };
    expect(accepted(AnimationUploadResponseSchema, answer)).toEqual(answer);
  });
});

describe('FrameAnimationUploadResponseSchema', () => {
  it("carries the frame's checksum, its ready status and whether the customer was mailed", () => {
    const answer = {
      animationVideoUrl: '/api/admin/frames/f1/animation',
      contentType: 'video/webm',
      size: 10,
      sha256: 'a'.repeat(64),
      status: 'ready',
      customerNotified: true,
    };
    expect(accepted(FrameAnimationUploadResponseSchema, answer)).toEqual(answer);
    expect(messageAt(FrameAnimationUploadResponseSchema, { ...answer, sha256: 'not-a-hash' }, 'sha256')).toBeTruthy();
    expect(messageAt(FrameAnimationUploadResponseSchema, { ...answer, status: 'pending' }, 'status')).toBeTruthy();
  });
});

describe('AdminSupportListQuerySchema', () => {
  it('takes a search and one status, both optional', () => {
    expect(accepted(AdminSupportListQuerySchema, { search: ' sue ', status: 'in_progress' })).toEqual({
      search: 'sue',
      status: 'in_progress',
    });
    expect(accepted(AdminSupportListQuerySchema, {})).toEqual({ search: undefined });
  });
  it('refuses an unknown status, naming the ones there are', () => {
    expect(messageAt(AdminSupportListQuerySchema, { status: 'closed' }, 'status')).toBe(
      'Choose a status: open, in progress or resolved.',
    );
  });
});

describe('ADMIN_WAITING_TEXTS', () => {
  it('says what waits in words, one or many', () => {
    const none = { rendersFailed: 0, rendersStopped: 0 };
    expect(ADMIN_WAITING_TEXTS.summary({ changeRequests: 2, newDrawings: 3, ...none })).toBe(
      '2 change requests, 3 drawings to animate',
    );
    expect(ADMIN_WAITING_TEXTS.summary({ changeRequests: 1, newDrawings: 1, ...none })).toBe(
      '1 change request, 1 drawing to animate',
    );
    expect(
      ADMIN_WAITING_TEXTS.summary({ changeRequests: 0, rendersFailed: 2, rendersStopped: 3, newDrawings: 0 }),
    ).toBe('0 change requests, 2 failed renders, 3 stopped renders to resume, 0 drawings to animate');
    expect(ADMIN_WAITING_TEXTS.label).toEqual({
      change_requested: 'Change requested',
      render_failed: 'Render failed',
      render_stopped: 'Render stopped: open the studio to resume it',
      new_drawing: 'New drawing',
    });
  });
});

describe('AdminOrderFilterSchema', () => {
  it('accepts a search with or without one kind', () => {
    expect(accepted(AdminOrderFilterSchema, { search: ' anna ', type: 'animation' })).toEqual({
      search: 'anna',
      type: 'animation',
    });
    expect(accepted(AdminOrderFilterSchema, {})).toEqual({ search: undefined });
  });

  it('says which kinds there are when the kind is unknown', () => {
    expect(messageAt(AdminOrderFilterSchema, { type: 'sticker' }, 'type')).toBe(
      'Kind must be frame, character, animation, background or variation.',
    );
  });
});
