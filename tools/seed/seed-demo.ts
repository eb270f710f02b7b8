import type { Db } from '../../worker/src/db/client';
import * as schema from '../../worker/src/db/schema';
import {
  ANIMATION_MEDIA,
  BACKGROUND_MEDIA,
  backgroundFiles,
  catalogKey,
  DEMO_USERS,
  demoClock,
  formerPublicProductKeys,
  mediaUrl,
  PRICES_CENTS,
  productKey,
  seedArtworkFileId,
  seedIds,
} from './demo-data';
import { buildOrders } from './demo-orders';
import { upsert } from './upsert';

/** Reads a committed media file (tools/seed/media) as bytes with its content type. */
export type MediaLoader = (file: string) => Promise<{ bytes: Uint8Array; contentType: string }>;

export type SeedSummary = { tables: Record<string, number>; objects: number };

/** Fills D1 and R2 with the demo shop. Idempotent: fixed ids, upserts, R2 puts overwrite. */
export async function seedDemo(db: Db, files: R2Bucket, loadMedia: MediaLoader, now?: number): Promise<SeedSummary> {
  const clock = demoClock(now);
  const objects = await putCatalogMedia(files, loadMedia);
  const orders = buildOrders(now);
  const users = Object.values(DEMO_USERS).map((u) => ({
    ...u,
    name: `${u.firstName} ${u.lastName}`,
    emailVerified: true,
    createdAt: clock.daysAgo(40),
    updatedAt: clock.daysAgo(40),
  }));

  const animationIds = seedIds(2, ANIMATION_MEDIA.length);
  const animationRows = ANIMATION_MEDIA.map((a, i) => ({
    id: animationIds[i] ?? '',
    name: a.name,
    description: `${a.name}: ${/^[aeiou]/i.test(a.category) ? 'an' : 'a'} ${a.category} animation for your frame.`,
    category: a.category,
    basePriceCents: a.price,
    variationPriceCents: PRICES_CENTS.variation,
    thumbnailUrl: mediaUrl(catalogKey.animationThumb(a.slug)),
    previewUrl: mediaUrl(catalogKey.animationPreview(a.slug)),
    fileUrl: productKey.animation(a.slug),
    tags: [...a.tags],
    active: true,
    sortOrder: i,
    createdAt: clock.daysAgo(35 - i),
  }));
  const backgroundIds = seedIds(3, BACKGROUND_MEDIA.length);
  const backgroundRows = BACKGROUND_MEDIA.map((b, i) => ({
    id: backgroundIds[i] ?? '',
    name: b.name,
    description: `${b.name} behind your character.`,
    priceCents: b.price,
    thumbnailUrl: mediaUrl(catalogKey.backgroundThumb(b.slug)),
    previewUrl: mediaUrl(catalogKey.backgroundPreview(b)),
    fileUrl: productKey.background(b),
    category: b.category,
    tags: [...b.tags],
    active: true,
    sortOrder: i,
    createdAt: clock.daysAgo(35 - i),
  }));

  // Every paid order has its frame or character, as payment makes it (a guest's has no user yet);
  // a ready one has its finished animation, which the frame verifies by size and SHA-256.
  const finished = await finishedVideo(loadMedia);
  const frames = orders.filter((o) => o.row.type === 'frame' && o.row.paymentStatus === 'paid');
  const frameIds = seedIds(4, frames.length);
  const frameRows = frames.map((o, i) => {
    const id = frameIds[i] ?? '';
    const ready = o.demo.status === 'ready';
    return {
      id,
      userId: o.row.userId,
      orderId: o.row.id,
      frameSize: o.row.frameSize ?? '7',
      status: o.demo.status ?? 'enchanting',
      frameName: i === 0 ? "Grandma's Frame" : null,
      animationVideoUrl: ready ? `animations/${id}/demo.mp4` : null,
      animationSha256: ready ? finished.sha256 : null,
      animationSize: ready ? finished.size : null,
      createdAt: o.row.createdAt,
    };
  });
  const characters = orders.filter((o) => o.row.type === 'character' && o.row.paymentStatus === 'paid');
  const characterIds = seedIds(5, characters.length);
  const characterRows = characters.map((o, i) => ({
    id: characterIds[i] ?? '',
    userId: o.row.userId,
    orderId: o.row.id,
    characterName: o.row.characterName,
    artworkUrl: o.demo.submitted ? `/api/order/${o.row.id}/artwork/files/${seedArtworkFileId(o.row.id)}` : null,
    status: o.demo.status ?? 'enchanting',
    animationVideoUrl: o.demo.status === 'ready' ? `characters/${o.row.id}/animation.mp4` : null,
    createdAt: o.row.createdAt,
  }));

  const [voucherRows, usageRows] = buildVouchers(clock, orders);
  const userAnimationId = seedIds(6, 1)[0] ?? '';
  const variationIds = seedIds(7, 2);
  const deliveredVariationKey = `animations/${variationIds[0]}/demo.mp4`;
  const statements = [
    upsert(db, schema.users, users),
    upsert(db, schema.animations, animationRows),
    upsert(db, schema.backgrounds, backgroundRows),
    upsert(db, schema.vouchers, voucherRows),
    upsert(
      db,
      schema.orders,
      orders.map((o) => o.row),
    ),
    upsert(db, schema.voucherUsage, usageRows),
    upsert(db, schema.userFrames, frameRows),
    upsert(db, schema.userCharacters, characterRows),
    upsert(db, schema.userAnimations, [
      {
        id: userAnimationId,
        userId: DEMO_USERS.anna.id,
        animationId: animationIds[0] ?? '',
        characterName: 'Captain Crayon',
        baseFileUrl: productKey.animation(ANIMATION_MEDIA[0].slug),
        customizations: {},
        purchasePriceCents: ANIMATION_MEDIA[0].price,
        stripePaymentIntentId: 'pi_demo_animation_1',
        createdAt: clock.daysAgo(5),
      },
    ]),
    // Variations: one delivered with its own video (never the animation's file), one being made.
    upsert(db, schema.animationVariations, [
      {
        id: variationIds[0] ?? '',
        userAnimationId,
        variationName: 'Dragon in Space',
        fileUrl: deliveredVariationKey,
        parameters: { backgroundId: backgroundIds[1] },
        purchasePriceCents: PRICES_CENTS.variation,
        stripePaymentIntentId: 'pi_demo_variation_1',
        status: 'ready' as const,
        fileSha256: finished.sha256,
        fileSize: finished.size,
        deliveredAt: clock.daysAgo(2),
        createdAt: clock.daysAgo(3),
      },
      {
        id: variationIds[1] ?? '',
        userAnimationId,
        variationName: 'Dragon at Night',
        fileUrl: null,
        parameters: {},
        purchasePriceCents: PRICES_CENTS.variation,
        stripePaymentIntentId: 'pi_demo_variation_2',
        status: 'being_made' as const,
        fileSha256: null,
        fileSize: null,
        deliveredAt: null,
        createdAt: clock.daysAgo(4),
      },
    ]),
    upsert(db, schema.userBackgrounds, [
      {
        id: seedIds(8, 1)[0] ?? '',
        userId: DEMO_USERS.anna.id,
        backgroundId: backgroundIds[1] ?? '',
        fileUrl: productKey.background(BACKGROUND_MEDIA[1]),
        purchasePriceCents: BACKGROUND_MEDIA[1].price,
        stripePaymentIntentId: 'pi_demo_background_1',
        createdAt: clock.daysAgo(5),
      },
    ]),
    upsert(db, schema.supportRequests, buildSupportRequests(clock, orders[0]?.row.id ?? null)),
    upsert(db, schema.returns, buildReturns(clock, orders[8]?.row.id ?? '')),
  ].flat();
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);

  const objectsForOrders = await putOrderMedia(files, loadMedia, orders, [
    ...characterRows,
    ...frameRows,
    { orderId: '', animationVideoUrl: deliveredVariationKey },
  ]);
  const tables: Record<string, number> = {
    users: users.length,
    orders: orders.length,
    vouchers: voucherRows.length,
    animations: animationRows.length,
    backgrounds: backgroundRows.length,
    user_frames: frameRows.length,
    user_characters: characterRows.length,
  };
  return { tables, objects: objects + objectsForOrders };
}

function buildVouchers(clock: ReturnType<typeof demoClock>, orders: ReturnType<typeof buildOrders>) {
  const ids = seedIds(9, 6);
  const vouchers = [
    {
      code: 'WELCOME10',
      discountType: 'percentage',
      discountValue: 10,
      usageLimit: null,
      usedCount: 1,
      expiresAt: null,
      applicableProducts: [],
      active: true,
    },
    {
      code: 'FRAME20',
      discountType: 'fixed',
      discountValue: 2000,
      usageLimit: 100,
      usedCount: 0,
      expiresAt: clock.daysAgo(-60),
      applicableProducts: ['5', '7'],
      active: true,
    },
    {
      code: 'CHARACTER15',
      discountType: 'percentage',
      discountValue: 15,
      usageLimit: 50,
      usedCount: 0,
      expiresAt: null,
      applicableProducts: ['character'],
      active: true,
    },
    {
      code: 'PAUSED25',
      discountType: 'percentage',
      discountValue: 25,
      usageLimit: null,
      usedCount: 0,
      expiresAt: null,
      applicableProducts: [],
      active: false,
    },
    {
      code: 'SPRING5',
      discountType: 'fixed',
      discountValue: 500,
      usageLimit: null,
      usedCount: 3,
      expiresAt: clock.daysAgo(30),
      applicableProducts: [],
      active: true,
    },
    {
      code: 'ONLYONCE',
      discountType: 'percentage',
      discountValue: 50,
      usageLimit: 1,
      usedCount: 1,
      expiresAt: null,
      applicableProducts: [],
      active: true,
    },
  ] as const;
  const rows = vouchers.map((v, i) => ({
    ...v,
    applicableProducts: [...v.applicableProducts],
    id: ids[i] ?? '',
    createdAt: clock.daysAgo(45),
  }));
  const usedOrder = orders.find((o) => o.row.voucherCode === 'WELCOME10');
  const usage = usedOrder
    ? [
        {
          id: seedIds(10, 1)[0] ?? '',
          voucherId: ids[0] ?? '',
          orderId: usedOrder.row.id,
          usedAt: usedOrder.row.createdAt,
        },
      ]
    : [];
  return [rows, usage] as const;
}

function buildSupportRequests(clock: ReturnType<typeof demoClock>, orderId: string | null) {
  const ids = seedIds(11, 3);
  return [
    {
      id: ids[0] ?? '',
      customerName: 'Anna Schmidt',
      customerEmail: DEMO_USERS.anna.email,
      subject: 'order',
      message: 'Could the dragon wave a little slower? Mia loves it!',
      status: 'open' as const,
      adminResponse: null,
      orderId,
      createdAt: clock.daysAgo(1),
      updatedAt: clock.daysAgo(1),
    },
    {
      id: ids[1] ?? '',
      customerName: 'Ben Okafor',
      customerEmail: DEMO_USERS.ben.email,
      subject: 'technical',
      message: 'My frame does not show the new animation from the USB stick.',
      status: 'in_progress' as const,
      adminResponse: 'We are looking into it and will write back today.',
      orderId: null,
      createdAt: clock.daysAgo(3),
      updatedAt: clock.daysAgo(2),
    },
    {
      id: ids[2] ?? '',
      customerName: 'Carla Guest',
      customerEmail: 'carla.guest@example.com',
      subject: 'shipping',
      message: 'Do you ship to Canada, and how long does it take?',
      status: 'resolved' as const,
      adminResponse: 'Yes, shipping is free worldwide; import taxes may apply.',
      orderId: null,
      createdAt: clock.daysAgo(9),
      updatedAt: clock.daysAgo(8),
    },
  ];
}

function buildReturns(clock: ReturnType<typeof demoClock>, orderNumber: string) {
  const ids = seedIds(12, 4);
  const statuses = ['pending', 'approved', 'shipped', 'completed'] as const;
  return statuses.map((status, i) => ({
    id: ids[i] ?? '',
    customerName: ['Dana Refund', 'Ben Okafor', 'Anna Schmidt', 'Frank Former'][i] ?? 'Customer',
    customerEmail:
      ['dana.refund@example.com', DEMO_USERS.ben.email, DEMO_USERS.anna.email, 'frank@example.com'][i] ?? '',
    orderNumber: i === 0 ? orderNumber : `DEMO-${1000 + i}`,
    reason: i % 2 === 0 ? 'Changed our mind' : null,
    additionalInfo: i === 1 ? 'The box arrived dented.' : null,
    status,
    returnLabelSent: status !== 'pending',
    createdAt: clock.daysAgo(10 - i * 2),
    updatedAt: clock.daysAgo(9 - i * 2),
  }));
}

/** Public thumbnails and previews under catalog/, the sold files under the private products/. */
async function putCatalogMedia(files: R2Bucket, loadMedia: MediaLoader): Promise<number> {
  const uploads: Array<[string, string]> = [];
  for (const a of ANIMATION_MEDIA) {
    uploads.push(
      [catalogKey.animationThumb(a.slug), `${a.slug}.png`],
      [catalogKey.animationPreview(a.slug), `${a.slug}-preview.webm`],
      [productKey.animation(a.slug), `${a.slug}.webm`],
    );
  }
  for (const b of BACKGROUND_MEDIA) {
    const file = backgroundFiles(b);
    uploads.push(
      [catalogKey.backgroundThumb(b.slug), file.thumb],
      [catalogKey.backgroundPreview(b), file.preview],
      [productKey.background(b), file.sold],
    );
  }
  await files.delete(formerPublicProductKeys());
  await Promise.all(uploads.map(([key, file]) => putFile(files, loadMedia, key, file)));
  return uploads.length;
}

async function putOrderMedia(
  files: R2Bucket,
  loadMedia: MediaLoader,
  orders: ReturnType<typeof buildOrders>,
  finishedItems: Array<{ orderId: string; animationVideoUrl: string | null }>,
): Promise<number> {
  const uploads: Array<[string, string]> = [];
  for (const o of orders) {
    if (o.row.artworkSubmittedAt)
      uploads.push([`artwork/${o.row.id}/${seedArtworkFileId(o.row.id)}`, 'demo-artwork.png']);
  }
  for (const item of finishedItems) {
    if (item.animationVideoUrl) uploads.push([item.animationVideoUrl, FINISHED_VIDEO]);
  }
  await Promise.all(uploads.map(([key, file]) => putFile(files, loadMedia, key, file)));
  return uploads.length;
}

/** The finished animation every ready frame and character of the demo plays. */
const FINISHED_VIDEO = 'demo-character.mp4';

async function finishedVideo(loadMedia: MediaLoader): Promise<{ sha256: string; size: number }> {
  const { bytes } = await loadMedia(FINISHED_VIDEO);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return { sha256: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''), size: bytes.byteLength };
}

async function putFile(files: R2Bucket, loadMedia: MediaLoader, key: string, file: string) {
  const { bytes, contentType } = await loadMedia(file);
  await files.put(key, bytes, { httpMetadata: { contentType } });
}
