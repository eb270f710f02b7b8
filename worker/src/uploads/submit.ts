import type { QueueMessage } from '@dtm/shared/jobs';
import { artworkFilePath } from '@dtm/shared/uploads';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { unwrap } from './refusals';
import type { TokenInfo } from './token-state';
import type { UploadTokenStub } from './upload-writer';

/** The files a client may list for submission, as the API shows them. */
export function presentReceived(info: Pick<TokenInfo, 'orderId' | 'files'>) {
  return info.files.map((file) => ({
    id: file.id,
    name: file.name,
    size: file.size,
    type: file.type,
    url: artworkFilePath(info.orderId, file.id),
  }));
}

/**
 * Submits the token's artwork once. The Durable Object decides (two concurrent submits: exactly one
 * wins); the order row then records the submission and the note, and the follow-up work is queued.
 * If either fails, the claim is released so the customer can simply try again.
 */
export async function submitArtwork(
  env: Env,
  db: Db,
  stub: UploadTokenStub,
  input: { token: string; fileIds: string[]; personalNote: string | undefined },
) {
  const claim = unwrap(await stub.claimSubmit(input.token, input.fileIds));
  const submittedAt = new Date();
  try {
    await db
      .update(orders)
      .set({
        artworkSubmittedAt: submittedAt,
        ...(input.personalNote !== undefined ? { personalNote: input.personalNote } : {}),
      })
      .where(eq(orders.id, claim.orderId));
    const job: QueueMessage = { type: 'artwork.submitted', orderId: claim.orderId, token: input.token };
    await env.JOBS.send(job);
  } catch (error) {
    await stub.releaseSubmit(claim.claimId);
    await db.update(orders).set({ artworkSubmittedAt: null }).where(eq(orders.id, claim.orderId));
    throw error;
  }
  return {
    orderId: claim.orderId,
    submittedAt: submittedAt.toISOString(),
    artworkUrls: claim.files.map((file) => artworkFilePath(claim.orderId, file.id)),
  };
}
