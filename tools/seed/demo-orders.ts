import type { FrameSize, FulfillmentStatus, MagicStatus, OrderType, PaymentStatus } from '@dtm/shared/constants';
import { DEMO_USERS, demoClock, PRICES_CENTS, seedIds, uploadExpiry } from './demo-data';

type DemoOrder = {
  id: string;
  type: OrderType;
  frameSize: FrameSize | null;
  characterName: string | null;
  user: keyof typeof DEMO_USERS | null;
  customerName: string;
  customerEmail: string;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  daysAgo: number;
  voucherCode?: string;
  discountCents?: number;
  personalNote?: string;
  submitted?: boolean;
  status?: MagicStatus;
};

const ids = seedIds(1, 12);
const id = (i: number) => ids[i] ?? '';

/** Every payment state and every fulfilment state, frames and characters, guests and customers. */
const ORDERS: DemoOrder[] = [
  {
    id: id(0),
    type: 'frame',
    frameSize: '7',
    characterName: null,
    user: 'anna',
    customerName: 'Anna Schmidt',
    customerEmail: DEMO_USERS.anna.email,
    paymentStatus: 'paid',
    fulfillmentStatus: 'delivered',
    daysAgo: 28,
    submitted: true,
    personalNote: 'For grandma, Mia drew our dog.',
    status: 'ready',
  },
  {
    id: id(1),
    type: 'frame',
    frameSize: '5',
    characterName: null,
    user: 'anna',
    customerName: 'Anna Schmidt',
    customerEmail: DEMO_USERS.anna.email,
    paymentStatus: 'paid',
    fulfillmentStatus: 'shipped',
    daysAgo: 12,
    submitted: true,
    voucherCode: 'WELCOME10',
    discountCents: 990,
    status: 'awakening',
  },
  {
    id: id(2),
    type: 'character',
    frameSize: null,
    characterName: 'Captain Crayon',
    user: 'anna',
    customerName: 'Anna Schmidt',
    customerEmail: DEMO_USERS.anna.email,
    paymentStatus: 'paid',
    fulfillmentStatus: 'processing',
    daysAgo: 6,
    submitted: true,
    status: 'enchanting',
  },
  {
    id: id(3),
    type: 'frame',
    frameSize: '7',
    characterName: null,
    user: 'ben',
    customerName: 'Ben Okafor',
    customerEmail: DEMO_USERS.ben.email,
    paymentStatus: 'paid',
    fulfillmentStatus: 'pending',
    daysAgo: 2,
    submitted: false,
    status: 'enchanting',
  },
  {
    id: id(4),
    type: 'character',
    frameSize: null,
    characterName: 'Sir Wiggles',
    user: 'ben',
    customerName: 'Ben Okafor',
    customerEmail: DEMO_USERS.ben.email,
    paymentStatus: 'paid',
    fulfillmentStatus: 'delivered',
    daysAgo: 20,
    submitted: true,
    status: 'ready',
  },
  {
    id: id(5),
    type: 'character',
    frameSize: null,
    characterName: 'Blue Bunny',
    user: 'ben',
    customerName: 'Ben Okafor',
    customerEmail: DEMO_USERS.ben.email,
    paymentStatus: 'paid',
    fulfillmentStatus: 'processing',
    daysAgo: 4,
    submitted: true,
    status: 'awakening',
  },
  {
    id: id(6),
    type: 'frame',
    frameSize: '5',
    characterName: null,
    user: null,
    customerName: 'Carla Guest',
    customerEmail: 'carla.guest@example.com',
    paymentStatus: 'pending',
    fulfillmentStatus: 'pending',
    daysAgo: 1,
  },
  {
    id: id(7),
    type: 'frame',
    frameSize: '7',
    characterName: null,
    user: 'ben',
    customerName: 'Ben Okafor',
    customerEmail: DEMO_USERS.ben.email,
    paymentStatus: 'failed',
    fulfillmentStatus: 'pending',
    daysAgo: 3,
  },
  {
    id: id(8),
    type: 'frame',
    frameSize: '7',
    characterName: null,
    user: null,
    customerName: 'Dana Refund',
    customerEmail: 'dana.refund@example.com',
    paymentStatus: 'refunded',
    fulfillmentStatus: 'delivered',
    daysAgo: 25,
    submitted: true,
  },
  {
    id: id(9),
    type: 'character',
    frameSize: null,
    characterName: 'Rocket Cat',
    user: null,
    customerName: 'Eli Guest',
    customerEmail: 'eli.guest@example.com',
    paymentStatus: 'paid',
    fulfillmentStatus: 'pending',
    daysAgo: 0,
    submitted: false,
  },
  {
    id: id(10),
    type: 'character',
    frameSize: null,
    characterName: null,
    user: 'anna',
    customerName: 'Anna Schmidt',
    customerEmail: DEMO_USERS.anna.email,
    paymentStatus: 'pending',
    fulfillmentStatus: 'pending',
    daysAgo: 0,
  },
];

function priceOf(order: DemoOrder): number {
  if (order.type === 'character') return PRICES_CENTS.character;
  return order.frameSize === '5' ? PRICES_CENTS.frame5 : PRICES_CENTS.frame7;
}

export function buildOrders(now?: number) {
  const clock = demoClock(now);
  return ORDERS.map((o, index) => {
    const createdAt = clock.daysAgo(o.daysAgo, 9 + (index % 8));
    const paid = o.paymentStatus === 'paid' || o.paymentStatus === 'refunded';
    const discount = o.discountCents ?? 0;
    const token = paid ? `demo-upload-token-${index + 1}` : null;
    return {
      demo: o,
      row: {
        id: o.id,
        type: o.type,
        customerEmail: o.customerEmail,
        customerName: o.customerName,
        frameSize: o.frameSize,
        characterName: o.characterName,
        personalNote: o.personalNote ?? null,
        amountCents: priceOf(o) - discount,
        discountCents: discount,
        stripePaymentIntentId: o.paymentStatus === 'pending' ? null : `pi_demo_${index + 1}`,
        paymentStatus: o.paymentStatus,
        fulfillmentStatus: o.fulfillmentStatus,
        shippingAddress:
          o.type === 'frame'
            ? { name: o.customerName, line1: 'Hafenstraße 12', city: 'Hamburg', postalCode: '20457', country: 'DE' }
            : null,
        uploadToken: token,
        uploadExpiresAt: paid ? uploadExpiry(createdAt) : null,
        artworkSubmittedAt: o.submitted ? new Date(createdAt.getTime() + 3_600_000) : null,
        voucherCode: o.voucherCode ?? null,
        voucherClaimedAt: o.voucherCode ? createdAt : null,
        paidAt: paid ? createdAt : null,
        userId: o.user ? DEMO_USERS[o.user].id : null,
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
}
