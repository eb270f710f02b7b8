import {
  DeviceUpdateQuerySchema,
  DeviceUpdateReportSchema,
  PLAYER_RELEASE_MESSAGES,
  PlayerArchSchema,
  PlayerVersionSchema,
  RELEASE_MANIFEST_HEADER,
  RELEASE_SIGNATURE_HEADER,
  RolloutShareSchema,
  SetRolloutInputSchema,
} from '@dtm/shared/player-releases';
import { Hono } from 'hono';
import { z } from 'zod';
import { type DeviceEnv, requireDevice } from '../devices/device-auth';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { artifactKey, listReleases, publishRelease, releaseFor, saveReport, setRollout } from './service';

const ReleaseParamSchema = z.object({ arch: PlayerArchSchema, version: PlayerVersionSchema });
const PublishQuerySchema = z.object({
  share: z.coerce.number().pipe(RolloutShareSchema).default(0),
});

/** Headers carry text as base64 (a manifest has quotes and may have a newline). */
function fromBase64(value: string | undefined): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(atob(value ?? ''), (c) => c.charCodeAt(0)),
    );
  } catch {
    throw new ApiError('BAD_REQUEST', PLAYER_RELEASE_MESSAGES.manifestInvalid);
  }
}

/**
 * /api/admin/player-releases (behind requireAdmin where it is mounted): list, publish (the
 * artifact's raw bytes as the body, the signed manifest and its signature in headers: one request,
 * so a refused publish stores nothing), and the rollout share.
 */
export const adminPlayerReleaseRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ releases: await listReleases(c.env.FILES) }))
  .post('/', validate('query', PublishQuerySchema), async (c) => {
    const manifest = fromBase64(c.req.header(RELEASE_MANIFEST_HEADER));
    const signature = c.req.header(RELEASE_SIGNATURE_HEADER)?.trim() ?? '';
    const length = Number(c.req.header('content-length') ?? Number.NaN);
    const release = await publishRelease(
      c.env.FILES,
      manifest,
      signature,
      c.req.raw.body,
      length,
      c.req.valid('query').share,
    );
    return c.json({ release }, 201);
  })
  .put(
    '/:arch/:version/rollout',
    validate('param', ReleaseParamSchema, 'NOT_FOUND'),
    validate('json', SetRolloutInputSchema),
    async (c) => {
      const { arch, version } = c.req.valid('param');
      const rollout = await setRollout(c.env.FILES, arch, version, c.req.valid('json').share);
      return c.json({ rollout });
    },
  );

/** /api/device/update: a paired frame asks for its update, downloads it (ranges) and reports back. */
export const deviceUpdateRoutes = new Hono<DeviceEnv>()
  .use('*', requireDevice)
  .get('/', validate('query', DeviceUpdateQuerySchema), async (c) => {
    const { arch, version } = c.req.valid('query');
    const answer = await releaseFor(c.env.FILES, c.get('device').id, arch, version);
    return answer ? c.json(answer) : c.body(null, 204);
  })
  .get('/:arch/:version/artifact', validate('param', ReleaseParamSchema, 'NOT_FOUND'), async (c) => {
    const { arch, version } = c.req.valid('param');
    const key = await artifactKey(c.env.FILES, arch, version);
    return serveR2Object(c.env.FILES, key, c.req.raw, { downloadName: `dtm-frame-player-${version}-${arch}` });
  })
  .post('/report', validate('json', DeviceUpdateReportSchema), async (c) => {
    await saveReport(c.env.FILES, c.get('device').id, c.req.valid('json'));
    return c.body(null, 204);
  });
