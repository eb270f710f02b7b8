import { SHOP } from '@dtm/shared/constants';
import type { UserFrame } from '@dtm/shared/frames';
import { formatDollars } from '@dtm/shared/money';
import { type OrderPaymentState, orderState } from '@dtm/shared/order-state';
import type {
  CustomerOrder,
  DashboardCharacter,
  OwnedAnimation,
  OwnedBackground,
  OwnedVariation,
} from '@dtm/shared/user';
import type {
  animations,
  animationVariations,
  backgrounds,
  orders,
  userAnimations,
  userBackgrounds,
  userCharacters,
  userFrames,
} from '../db/schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Where the owner downloads each kind of purchase (GET, guarded by ownership). */
export const downloadPath = {
  character: (id: string) => `/api/user/characters/${id}/animation`,
  characterSquare: (id: string) => `/api/user/characters/${id}/square`,
  frame: (id: string) => `/api/user/frames/${id}/animation`,
  frameManifest: (id: string) => `/api/user/frames/${id}/manifest`,
  animation: (id: string) => `/api/user/animations/${id}/file`,
  background: (id: string) => `/api/user/backgrounds/${id}/file`,
  variation: (id: string) => `/api/user/variations/${id}/file`,
};

type CardOrder = Pick<
  Row<typeof orders>,
  | 'paymentStatus'
  | 'fulfillmentStatus'
  | 'amountCents'
  | 'refundedCents'
  | 'cancelledAt'
  | 'uploadToken'
  | 'artworkSubmittedAt'
>;

/**
 * Where a card's order stands, and the upload link while its drawing is missing on an order that
 * goes ahead (the dashboard is the owner's: the token is theirs, as in their mail), with how many
 * upload reminders went out meanwhile (`uploadReminders`, from orderCardExtras).
 */
export function cardOrder(
  order: CardOrder,
  uploadReminders = 0,
): { orderPayment: OrderPaymentState; uploadToken: string | null; uploadReminders: number } {
  const state = orderState(order);
  const missing = state.goesAhead && order.artworkSubmittedAt === null;
  const uploadToken = missing ? order.uploadToken : null;
  return { orderPayment: state.payment, uploadToken, uploadReminders: uploadToken ? uploadReminders : 0 };
}

/** One of the signed-in customer's frames (`ownerId`: theirs; only their own rows come here). */
export function presentFrame(
  frame: Row<typeof userFrames>,
  order: Pick<Row<typeof orders>, 'customerName' | 'customerEmail'> & CardOrder,
  ownerId: string,
  uploadReminders = 0,
): UserFrame {
  return {
    id: frame.id,
    userId: frame.userId ?? ownerId,
    orderId: frame.orderId,
    frameSize: frame.frameSize,
    status: frame.status,
    frameName: frame.frameName,
    hasArtwork: order.artworkSubmittedAt !== null,
    animationDownloadUrl: frame.animationVideoUrl ? downloadPath.frame(frame.id) : null,
    usbManifestUrl: frame.animationVideoUrl && frame.animationSha256 ? downloadPath.frameManifest(frame.id) : null,
    ...cardOrder(order, uploadReminders),
    createdAt: frame.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
  };
}

export function presentCharacter(
  character: Row<typeof userCharacters>,
  order: CardOrder,
  uploadReminders = 0,
): DashboardCharacter {
  return {
    id: character.id,
    orderId: character.orderId,
    characterName: character.characterName ?? '',
    status: character.status,
    // The order's submission says the drawing arrived; the job copies its link to the character a moment later.
    hasArtwork: Boolean(character.artworkUrl) || order.artworkSubmittedAt !== null,
    animationDownloadUrl: character.animationVideoUrl ? downloadPath.character(character.id) : null,
    shareSquareUrl:
      character.animationVideoUrl && character.shareSquareKey ? downloadPath.characterSquare(character.id) : null,
    ...cardOrder(order, uploadReminders),
    createdAt: character.createdAt.toISOString(),
  };
}

export function presentOrderSummary(
  order: Row<typeof orders>,
  extras: { refundedAt: Date | null; uploadReminders: number } = { refundedAt: null, uploadReminders: 0 },
): CustomerOrder {
  return {
    id: order.id,
    shortId: order.id.slice(0, SHOP.orderShortIdLength),
    type: order.type,
    frameSize: order.frameSize,
    characterName: order.characterName,
    amount: formatDollars(order.amountCents),
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    refundedAmount: formatDollars(order.refundedCents),
    refundedAt: extras.refundedAt?.toISOString() ?? null,
    country: order.shippingAddress?.country ?? order.billingCountry ?? null,
    ...cardOrder(order, extras.uploadReminders),
    createdAt: order.createdAt.toISOString(),
  };
}

export function presentOwnedAnimation(
  owned: Row<typeof userAnimations>,
  animation: Row<typeof animations>,
): OwnedAnimation {
  return {
    id: owned.id,
    animationId: owned.animationId,
    name: animation.name,
    category: animation.category,
    thumbnailUrl: animation.thumbnailUrl,
    previewUrl: animation.previewUrl,
    characterName: owned.characterName,
    purchasePrice: formatDollars(owned.purchasePriceCents),
    variationPrice: formatDollars(animation.variationPriceCents),
    downloadUrl: owned.baseFileUrl ? downloadPath.animation(owned.id) : null,
    createdAt: owned.createdAt.toISOString(),
  };
}

export function presentOwnedBackground(
  owned: Row<typeof userBackgrounds>,
  background: Row<typeof backgrounds>,
): OwnedBackground {
  return {
    id: owned.id,
    backgroundId: owned.backgroundId,
    name: background.name,
    category: background.category,
    thumbnailUrl: background.thumbnailUrl,
    purchasePrice: formatDollars(owned.purchasePriceCents),
    downloadUrl: owned.fileUrl ? downloadPath.background(owned.id) : null,
    createdAt: owned.createdAt.toISOString(),
  };
}

export function presentVariation(
  variation: Row<typeof animationVariations>,
  backgroundName: string | null,
): OwnedVariation {
  return {
    id: variation.id,
    userAnimationId: variation.userAnimationId,
    variationName: variation.variationName,
    backgroundName,
    purchasePrice: formatDollars(variation.purchasePriceCents),
    status: variation.status,
    // Only its own delivered video is ever offered, never the animation it was made from.
    downloadUrl: variation.status === 'ready' && variation.fileUrl ? downloadPath.variation(variation.id) : null,
    deliveredAt: variation.deliveredAt?.toISOString() ?? null,
    createdAt: variation.createdAt.toISOString(),
  };
}
