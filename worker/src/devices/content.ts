import { DEVICE_MESSAGES, type DeviceContentKind, type DeviceLibraryItem } from '@dtm/shared/devices';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  animations,
  animationVariations,
  fileDigests,
  orders,
  userAnimations,
  userCharacters,
  userFrames,
} from '../db/schema';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { r2KeyOf } from '../user/stored-files';
import { hexOf } from './secrets';

/** One owned file before it is checked in R2; `known` when its size and SHA-256 were kept as it was stored. */
type OwnedFile = {
  id: string;
  kind: DeviceContentKind;
  name: string;
  reference: string;
  known?: { size: number; sha256: string };
};

const PREFIX: Record<DeviceContentKind, string> = { character: 'c', animation: 'a', variation: 'v', frame: 'f' };
const KIND_OF_PREFIX: Record<string, DeviceContentKind> = {
  c: 'character',
  a: 'animation',
  v: 'variation',
  f: 'frame',
};
/** The frame plays MP4 and WebM only; other uploads (QuickTime, AVI) are left out of its list. */
const PLAYABLE_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm' };

function playableType(key: string): string | null {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  return PLAYABLE_TYPES[extension] ?? null;
}

/** Splits a file id ("c_<row id>") into the table it comes from and the row id. */
export function parseFileId(fileId: string): { kind: DeviceContentKind; rowId: string } | null {
  const match = /^([cavf])_([0-9A-Za-z-]{1,128})$/.exec(fileId);
  const kind = match?.[1] ? KIND_OF_PREFIX[match[1]] : undefined;
  return kind && match?.[2] ? { kind, rowId: match[2] } : null;
}

/** The name the customer (or an admin) gave: the frame's or character's own, else the one on the order. */
export function givenName(...names: Array<string | null>): string | null {
  for (const name of names) {
    const trimmed = name?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}

/** Every file the account owns that has a finished video: frames, characters, marketplace animations, delivered variations. */
export async function ownedFiles(db: Db, userId: string): Promise<OwnedFile[]> {
  const [frames, characters, bought, variations] = await db.batch([
    db
      .select({
        id: userFrames.id,
        name: userFrames.frameName,
        orderName: orders.characterName,
        reference: userFrames.animationVideoUrl,
        size: userFrames.animationSize,
        sha256: userFrames.animationSha256,
      })
      .from(userFrames)
      .innerJoin(orders, eq(orders.id, userFrames.orderId))
      .where(and(eq(userFrames.userId, userId), isNotNull(userFrames.animationVideoUrl))),
    db
      .select({
        id: userCharacters.id,
        name: userCharacters.characterName,
        // Aliased: both columns are called character_name, and a batch's rows are keyed by name.
        orderName: sql<string | null>`${orders.characterName}`.as('order_character_name'),
        reference: userCharacters.animationVideoUrl,
      })
      .from(userCharacters)
      .innerJoin(orders, eq(orders.id, userCharacters.orderId))
      .where(and(eq(userCharacters.userId, userId), isNotNull(userCharacters.animationVideoUrl))),
    db
      .select({
        id: userAnimations.id,
        name: animations.name,
        characterName: userAnimations.characterName,
        base: userAnimations.baseFileUrl,
        catalog: animations.fileUrl,
      })
      .from(userAnimations)
      .innerJoin(animations, eq(animations.id, userAnimations.animationId))
      .where(eq(userAnimations.userId, userId)),
    db
      .select({
        id: animationVariations.id,
        name: animationVariations.variationName,
        reference: animationVariations.fileUrl,
        size: animationVariations.fileSize,
        sha256: animationVariations.fileSha256,
      })
      .from(animationVariations)
      .innerJoin(userAnimations, eq(userAnimations.id, animationVariations.userAnimationId))
      // Delivered ones only: a variation being made has no video of its own yet.
      .where(
        and(
          eq(userAnimations.userId, userId),
          eq(animationVariations.status, 'ready'),
          isNotNull(animationVariations.fileUrl),
        ),
      ),
  ]);
  const files: OwnedFile[] = [];
  for (const f of frames) {
    if (!f.reference) continue;
    const known = f.size !== null && f.sha256 ? { size: f.size, sha256: f.sha256 } : undefined;
    const name = givenName(f.name, f.orderName) ?? 'My frame animation';
    files.push({ id: `f_${f.id}`, kind: 'frame', name, reference: f.reference, known });
  }
  for (const c of characters) {
    const name = givenName(c.name, c.orderName) ?? 'My character';
    if (c.reference) files.push({ id: `c_${c.id}`, kind: 'character', name, reference: c.reference });
  }
  for (const a of bought) {
    const reference = a.base ?? a.catalog;
    const name = a.characterName ? `${a.name} (${a.characterName})` : a.name;
    if (reference) files.push({ id: `a_${a.id}`, kind: 'animation', name, reference });
  }
  for (const v of variations) {
    if (!v.reference) continue;
    const known = v.size !== null && v.sha256 ? { size: v.size, sha256: v.sha256 } : undefined;
    files.push({ id: `v_${v.id}`, kind: 'variation', name: v.name, reference: v.reference, known });
  }
  return files;
}

/** The owned file behind an id, or null when the account does not own it (or it has no video yet). */
export async function ownedFile(db: Db, userId: string, fileId: string): Promise<OwnedFile | null> {
  const parsed = parseFileId(fileId);
  if (!parsed) return null;
  const files = await ownedFiles(db, userId);
  return files.find((file) => file.id === `${PREFIX[parsed.kind]}_${parsed.rowId}`) ?? null;
}

/**
 * SHA-256 of an R2 object: R2's own checksum when it was stored with one, else computed once by
 * streaming the object and kept per ETag (a replaced file gets a new ETag, so a new digest).
 */
async function digestOf(db: Db, bucket: R2Bucket, key: string, head: R2Object): Promise<string | null> {
  const stored = head.checksums.sha256;
  if (stored) return hexOf(stored);
  const cached = await db.query.fileDigests.findFirst({ where: eq(fileDigests.r2Key, key) });
  if (cached && cached.etag === head.etag) return cached.sha256;
  const object = await bucket.get(key);
  if (!object) return null;
  const digest = new crypto.DigestStream('SHA-256');
  await object.body.pipeTo(digest);
  const sha256 = hexOf(await digest.digest);
  const row = { r2Key: key, etag: object.etag, size: object.size, sha256 };
  await db
    .insert(fileDigests)
    .values(row)
    .onConflictDoUpdate({
      target: fileDigests.r2Key,
      set: { etag: row.etag, size: row.size, sha256, createdAt: new Date() },
    });
  return sha256;
}

/** Size and SHA-256 of a file whose digest was not kept when it was stored; null when it is not in R2. */
async function checkedInR2(db: Db, bucket: R2Bucket, key: string) {
  const head = await bucket.head(key);
  if (!head) return null;
  const sha256 = await digestOf(db, bucket, key, head);
  return sha256 ? { size: head.size, sha256 } : null;
}

/** The library a paired frame mirrors: every owned, playable file that exists in R2, with size and checksum. */
export async function deviceLibrary(db: Db, bucket: R2Bucket, userId: string): Promise<DeviceLibraryItem[]> {
  const items: DeviceLibraryItem[] = [];
  for (const file of await ownedFiles(db, userId)) {
    const key = r2KeyOf(file.reference);
    const contentType = key ? playableType(key) : null;
    if (!key || !contentType) continue;
    const checked = file.known ?? (await checkedInR2(db, bucket, key));
    if (!checked) continue;
    items.push({
      id: file.id,
      kind: file.kind,
      name: file.name.slice(0, 200),
      contentType,
      size: checked.size,
      sha256: checked.sha256,
      url: `/api/device/files/${file.id}`,
    });
  }
  return items;
}

/** Streams an owned file with range support; objects put without a type still get a playable one. */
export async function serveDeviceFile(bucket: R2Bucket, file: OwnedFile, request: Request): Promise<Response> {
  const key = r2KeyOf(file.reference);
  const contentType = key ? playableType(key) : null;
  if (!key || !contentType) throw new ApiError('NOT_FOUND', DEVICE_MESSAGES.fileNotFound);
  const response = await serveR2Object(bucket, key, request);
  if (!response.headers.get('content-type')) response.headers.set('Content-Type', contentType);
  return response;
}
