import { DurableObject } from 'cloudflare:workers';

/**
 * One instance per upload token: holds the token's state (order, expiry, files received,
 * submitted) so concurrent requests for one token are serialised. Filled in by the upload issue.
 */
export class UploadTokenObject extends DurableObject<Env> {
  async ping(): Promise<{ ok: true; id: string }> {
    return { ok: true, id: this.ctx.id.toString() };
  }
}
