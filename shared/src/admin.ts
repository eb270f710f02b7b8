import { z } from 'zod';
import {
  DollarsSchema,
  EmailSchema,
  generic,
  IdSchema,
  JsonObjectSchema,
  MediaUrlSchema,
  optionalText,
  says,
  TimestampSchema,
  UuidSchema,
} from './common.ts';
import { FRAME_SIZES, FULFILLMENT_STATUSES, MAGIC_STATUSES, ORDER_KINDS, SUPPORT_STATUSES } from './constants.ts';
import { OrderItemSchema, OrderSchema } from './orders.ts';
import { VoucherSchema } from './vouchers.ts';

/** ?search= on the admin lists (orders, frames, characters); blank means no filter. */
export const AdminSearchQuerySchema = z.object({ search: optionalText(200) }, generic);
export type AdminSearchQuery = z.infer<typeof AdminSearchQuerySchema>;

/** Orders shown per page in the back office unless the page asks for another size. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

const pageNumber = (fallback: number, max: number) =>
  z
    .string(generic)
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number(generic).int().min(1).max(max))
    .default(fallback);

/** The admin's orders and their CSV: the search, and optionally one kind (frame, character, animation, ...). */
export const AdminOrderFilterSchema = AdminSearchQuerySchema.extend({
  type: z.enum(ORDER_KINDS, 'Kind must be frame, character, animation, background or variation.').optional(),
});
export type AdminOrderFilter = z.infer<typeof AdminOrderFilterSchema>;

/** GET /api/admin/orders?search=&type=&page=&pageSize= (search by order id, customer name or e-mail). */
export const AdminOrderListQuerySchema = AdminOrderFilterSchema.extend({
  page: pageNumber(1, 100_000),
  pageSize: pageNumber(ADMIN_ORDERS_PAGE_SIZE, 100),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

/** One page of the admin order search, newest first. */
export const AdminOrderPageSchema = z.object(
  {
    orders: z.array(OrderSchema, generic),
    total: z.number(generic).int().min(0),
    page: z.number(generic).int().min(1),
    pageSize: z.number(generic).int().min(1),
  },
  generic,
);
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

/** A row of the audit table: who (null = the shop itself) did what, and the fields before and after. */
export const AuditEventSchema = z.object(
  {
    id: IdSchema,
    actorEmail: z.string(generic).nullable(),
    action: z.string(generic),
    entityType: z.string(generic),
    entityId: IdSchema,
    before: JsonObjectSchema.nullable(),
    after: JsonObjectSchema.nullable(),
    createdAt: TimestampSchema,
  },
  generic,
);
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** GET /api/admin/orders/:id: every field of the order and its timeline, oldest event first. */
export const AdminOrderDetailsSchema = z.object(
  {
    order: OrderSchema,
    events: z.array(AuditEventSchema, generic),
    /** What the order bought, line by line (marketplace orders; none for frames and characters). */
    items: z.array(OrderItemSchema, generic).default([]),
  },
  generic,
);
export type AdminOrderDetails = z.infer<typeof AdminOrderDetailsSchema>;

/** One UTC day of the dashboard chart: orders created that day and the paid revenue among them. */
export const DailyOrdersSchema = z.object(
  {
    date: z.iso.date(generic),
    orders: z.number(generic).int().min(0),
    revenue: DollarsSchema,
  },
  generic,
);
export type DailyOrders = z.infer<typeof DailyOrdersSchema>;

/** Days the dashboard chart covers, today included. */
export const ADMIN_CHART_DAYS = 30;

const count = z.number(generic).int().min(0);

/** What waits for an admin on a frame or character (issue #36; worker/src/admin/waiting.ts decides). */
export const ADMIN_WAITING = ['change_requested', 'render_failed', 'render_stopped', 'new_drawing'] as const;
export type AdminWaiting = (typeof ADMIN_WAITING)[number];

/**
 * Per kind: change requests not answered by a newer preview, studio renders that failed or stopped
 * (their tab closed) and were not done again, and submitted drawings with no preview yet. Each row
 * counts once, under the first of these that applies.
 */
export const WaitingCountsSchema = z.object(
  { changeRequests: count, rendersFailed: count.default(0), rendersStopped: count.default(0), newDrawings: count },
  generic,
);
export type WaitingCounts = z.infer<typeof WaitingCountsSchema>;

/** Everything that waits of one kind (the sidebar's badge). */
export const waitingTotal = (counts: WaitingCounts) =>
  counts.changeRequests + counts.rendersFailed + counts.rendersStopped + counts.newDrawings;

/** Frames' and characters' counts added up (the dashboard line's total). */
export const addWaiting = (a: WaitingCounts, b: WaitingCounts): WaitingCounts => ({
  changeRequests: a.changeRequests + b.changeRequests,
  rendersFailed: a.rendersFailed + b.rendersFailed,
  rendersStopped: a.rendersStopped + b.rendersStopped,
  newDrawings: a.newDrawings + b.newDrawings,
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The back office's words for what waits: the list labels and the dashboard line. */
export const ADMIN_WAITING_TEXTS = {
  label: {
    change_requested: 'Change requested',
    render_failed: 'Render failed',
    render_stopped: 'Render stopped: open the studio to resume it',
    new_drawing: 'New drawing',
  } satisfies Record<AdminWaiting, string>,
  heading: 'Waiting for you',
  /** "2 change requests, 1 failed render, 3 drawings to animate" (renders only when some wait). */
  summary: (counts: WaitingCounts) =>
    [
      plural(counts.changeRequests, 'change request', 'change requests'),
      counts.rendersFailed > 0 ? plural(counts.rendersFailed, 'failed render', 'failed renders') : null,
      counts.rendersStopped > 0
        ? `${plural(counts.rendersStopped, 'stopped render', 'stopped renders')} to resume`
        : null,
      plural(counts.newDrawings, 'drawing to animate', 'drawings to animate'),
    ]
      .filter((part) => part !== null)
      .join(', '),
} as const;

/** GET /api/admin/stats: the admin dashboard's cards, recent orders and 30-day chart. */
export const AdminStatsSchema = z.object(
  {
    orders: z.object({ total: count, paid: count, pending: count }, generic),
    /** Sum of paid orders' amounts, summed in cents by the database. */
    revenue: DollarsSchema,
    openSupportRequests: count,
    /** Return requests nobody has answered yet (status pending). */
    pendingReturns: count,
    /** Bought variations whose own video is still to be made and uploaded. */
    variationsBeingMade: count,
    /** Paired frames silent for 24 hours or saying "should play, does not" (issue #38). */
    framesNeedCare: count.default(0),
    /** Frames and characters waiting for an admin (the sidebar's badges, the dashboard's line). */
    waiting: z.object({ frames: WaitingCountsSchema, characters: WaitingCountsSchema }, generic),
    activeVouchers: count,
    fulfillment: z.object({ processing: count, shipped: count, delivered: count }, generic),
    recentOrders: z.array(OrderSchema, generic),
    daily: z.array(DailyOrdersSchema, generic),
  },
  generic,
);
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** A voucher in the back office: `usedCount` counts its voucher_usage rows (paid orders). */
export const AdminVoucherSchema = VoucherSchema.extend({
  /** Uses claimed by orders still being paid for; they count against the limit too. */
  reservedCount: count,
});
export type AdminVoucher = z.infer<typeof AdminVoucherSchema>;

/** A customer's frame in the back office. */
export const AdminFrameSchema = z.object(
  {
    id: IdSchema,
    orderId: UuidSchema,
    frameSize: z.enum(FRAME_SIZES, generic),
    frameName: z.string(generic).nullable(),
    status: z.enum(MAGIC_STATUSES, generic),
    /** The order's fulfilment: a frame not shipped yet (pending, processing) can be pre-loaded. */
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES, generic),
    /** The customer submitted their drawing (before that no instant preview can exist either). */
    hasArtwork: z.boolean(generic),
    /** Where the admin can watch the finished animation video; null before the first upload. */
    animationVideoUrl: MediaUrlSchema.nullable(),
    /** "Pre-load before shipping": the video and its USB manifest, while the frame is not shipped yet. */
    preload: z.object({ videoUrl: MediaUrlSchema, manifestUrl: MediaUrlSchema }, generic).nullable(),
    /** What waits for an admin on it (the list puts these first); null when nothing does. */
    waiting: z.enum(ADMIN_WAITING, generic).nullable(),
    customerName: z.string(generic),
    customerEmail: EmailSchema,
    createdAt: TimestampSchema,
  },
  generic,
);
export type AdminFrame = z.infer<typeof AdminFrameSchema>;

/** A customer's character in the back office. */
export const AdminCharacterSchema = z.object(
  {
    id: IdSchema,
    orderId: UuidSchema,
    characterName: z.string(generic),
    status: z.enum(MAGIC_STATUSES, generic),
    hasArtwork: z.boolean(generic),
    /** The upload page for the order while the artwork is missing and the link is usable; else null. */
    completeUploadUrl: MediaUrlSchema.nullable(),
    /** Where the admin can watch the uploaded animation video; null before the first upload. */
    animationVideoUrl: MediaUrlSchema.nullable(),
    /** What waits for an admin on it (the list puts these first); null when nothing does. */
    waiting: z.enum(ADMIN_WAITING, generic).nullable(),
    customerName: z.string(generic),
    customerEmail: EmailSchema,
    createdAt: TimestampSchema,
  },
  generic,
);
export type AdminCharacter = z.infer<typeof AdminCharacterSchema>;

/** Answer of POST /api/admin/characters/:id/animation-upload. */
export const AnimationUploadResponseSchema = z.object(
  { animationVideoUrl: MediaUrlSchema, contentType: z.string(generic), size: count },
  generic,
);
export type AnimationUploadResponse = z.infer<typeof AnimationUploadResponseSchema>;

/** Answer of POST /api/admin/frames/:id/animation-upload: the frame is ready, and whether the customer was mailed. */
export const FrameAnimationUploadResponseSchema = AnimationUploadResponseSchema.extend({
  sha256: z.string(generic).regex(/^[0-9a-f]{64}$/),
  status: z.literal('ready', generic),
  customerNotified: z.boolean(generic),
});
export type FrameAnimationUploadResponse = z.infer<typeof FrameAnimationUploadResponseSchema>;

/** The admin list pages' row limit: searches narrow the lists further. */
export const ADMIN_LIST_LIMIT = 200;

/** What the back office's lists and saves answer when they are refused (the worker's admin routes). */
export const ADMIN_MESSAGES = {
  characterNotFound: 'This character does not exist any more. Reload the list.',
  frameNotFound: 'This frame does not exist any more. Reload the list.',
  supportRequestNotFound: 'This support request does not exist any more. Reload the list.',
  returnNotFound: 'This return request does not exist any more. Reload the list.',
  voucherNotFound: 'This voucher does not exist any more. Reload the list.',
  orderChanged: 'Someone else changed this order just now. Reload the list and try again.',
  noAnimationVideo: 'This character has no animation video yet.',
  noFrameAnimationVideo: 'This frame has no animation video yet.',
  uploadIncomplete: 'The upload arrived incomplete. Please try again.',
  supportStatusUnknown: 'Choose a status: open, in progress or resolved.',
} as const;

/** ?search=&status= on the support requests list: by name, e-mail or subject, and one status. */
export const AdminSupportListQuerySchema = AdminSearchQuerySchema.extend({
  status: z.enum(SUPPORT_STATUSES, says(ADMIN_MESSAGES.supportStatusUnknown)).optional(),
});
export type AdminSupportListQuery = z.infer<typeof AdminSupportListQuerySchema>;
