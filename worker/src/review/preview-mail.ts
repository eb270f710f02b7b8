import { CHANGE_REQUESTS_PER_ORDER, type ReviewKind } from '@dtm/shared/review';
import { previewMailHeadline } from '@dtm/shared/review-words';
import type { Context } from 'hono';
import { customerAddress, type Owner } from '../admin/animation-ready-mail';
import { publicOrigin } from '../auth/auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { type Mail, sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';
import { currentPreview, listChangeRequests } from './recipe-service';
import type { ReviewTarget } from './targets';

/** Which preview the mail is about: its version, whether it answers a change, how many changes are left. */
export type PreviewMailFacts = { version: number; followsChange: boolean; changesLeft: number };

const FIRST: PreviewMailFacts = { version: 1, followsChange: false, changesLeft: CHANGE_REQUESTS_PER_ORDER };

function changesLeftLine(left: number): string {
  if (left <= 0) return 'You have used both change requests: for anything else, write to us through the Contact page.';
  return left === CHANGE_REQUESTS_PER_ORDER
    ? `You can ask for up to ${left} small changes.`
    : `You can ask for ${left} more small ${left === 1 ? 'change' : 'changes'}.`;
}

/**
 * "Your preview is ready": the shop's own words and a link to the dashboard, where it plays. A
 * preview made after a change request says so and names its version (the parent's note is not
 * quoted: the mail may be read by whoever shares the address).
 */
export function previewReadyMail(to: string, kind: ReviewKind, origin: string, facts = FIRST): Mail {
  const { subject, heading } = previewMailHeadline(facts.version, facts.followsChange);
  const what = kind === 'frame' ? "your child's drawing for your frame" : 'your character';
  const first = facts.followsChange
    ? `Our artists have made the change you asked for and animated ${what} again. Watch version ${facts.version} on your dashboard and approve it, or tell us what to change.`
    : kind === 'frame'
      ? "Our artists have animated your child's drawing for your frame. Watch the preview on your dashboard and approve it, or tell us what to change."
      : 'Our artists have animated your character. Watch the preview on your dashboard and approve it, or tell us what to change.';
  return {
    to,
    subject,
    ...layout(heading, [first, changesLeftLine(facts.changesLeft)], {
      label: facts.followsChange ? `Watch version ${facts.version}` : 'Watch your preview',
      url: `${origin}/dashboard`,
    }),
  };
}

/** What the customer sees now, read after the send: the same words as the dashboard card. */
async function previewFacts(db: Db, target: Pick<ReviewTarget, 'kind' | 'id'>): Promise<PreviewMailFacts> {
  const [preview, requests] = await Promise.all([currentPreview(db, target), listChangeRequests(db, target)]);
  if (!preview) return FIRST;
  return {
    version: preview.version,
    followsChange: requests.some((request) => request.version < preview.version),
    changesLeft: Math.max(0, CHANGE_REQUESTS_PER_ORDER - requests.length),
  };
}

/**
 * Tells the owner at their account's address. The preview is already sent when this runs, so a
 * mail that cannot go out is logged rather than undoing it; the answer says whether it went.
 */
export async function notifyPreviewReady(
  c: Context<AppEnv>,
  owner: Owner & Pick<ReviewTarget, 'id'>,
  kind: ReviewKind,
): Promise<boolean> {
  const db = c.get('db');
  const to = await customerAddress(db, owner);
  if (!to) return false;
  try {
    const facts = await previewFacts(db, { kind, id: owner.id });
    await sendMail(c.env, db, previewReadyMail(to, kind, publicOrigin(c.env, c.req.url), facts));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: 'error', message: 'preview mail not sent', kind, error: message }));
    return false;
  }
}
