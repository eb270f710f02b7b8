import { USB_MANIFEST_NAME, type UsbManifest, UsbManifestSchema } from '@dtm/shared/devices';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { orders, type userFrames } from '../db/schema';
import { givenName } from '../devices/content';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { downloadFileName, r2KeyOf, serveOwnedFile } from './stored-files';

type FrameRow = typeof userFrames.$inferSelect;

/** The frame's own title (not its renamable name), so the video and the manifest name the same file. */
const title = (frame: Pick<FrameRow, 'id'>) => `drawings-to-magic frame ${frame.id.slice(0, 8)}`;

/** The name the finished video is saved under ("drawings-to-magic-frame-1a2b3c4d.mp4"), as the manifest lists it. */
export function frameVideoFileName(frame: FrameRow): string | null {
  const key = r2KeyOf(frame.animationVideoUrl);
  return key ? downloadFileName(title(frame), key) : null;
}

/**
 * The `drawings-to-magic.json` a frame player reads from a USB drive: the video's file name next to
 * it, with the size and SHA-256 computed when it was stored. Null before the video is.
 */
export function frameManifest(frame: FrameRow, orderName: string | null): UsbManifest | null {
  const file = frameVideoFileName(frame);
  if (!file || !frame.animationSha256 || frame.animationSize === null) return null;
  return UsbManifestSchema.parse({
    version: 1,
    animations: [
      {
        file,
        name: (givenName(frame.frameName, orderName) ?? 'My frame animation').slice(0, 200),
        sha256: frame.animationSha256,
        size: frame.animationSize,
      },
    ],
  });
}

/** Streams the frame's finished video with ranges; `?download=1` saves it under the manifest's name. */
export function serveFrameVideo(c: Context<AppEnv>, frame: FrameRow) {
  return serveOwnedFile(c, frame.animationVideoUrl, title(frame));
}

/** The manifest as a download (named as the frame's library names it), or 404 with `notReady` before the video is stored. */
export async function serveFrameManifest(c: Context<AppEnv>, frame: FrameRow, notReady: string) {
  const [order] = await c
    .get('db')
    .select({ name: orders.characterName })
    .from(orders)
    .where(eq(orders.id, frame.orderId))
    .limit(1);
  const manifest = frameManifest(frame, order?.name ?? null);
  if (!manifest) throw new ApiError('NOT_FOUND', notReady);
  return c.body(`${JSON.stringify(manifest, null, 2)}\n`, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${USB_MANIFEST_NAME}"`,
    'Cache-Control': 'private, no-store',
  });
}
