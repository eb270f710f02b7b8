import type { ReviewKind } from '@dtm/shared/review';
import type { Context } from 'hono';
import { customerAddress, type Owner } from '../admin/animation-ready-mail';
import { publicOrigin } from '../auth/auth';
import type { AppEnv } from '../env';
import { type Mail, sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';

/** "Your preview is ready": the shop's own words and a link to the dashboard, where it plays. */
export function previewReadyMail(to: string, kind: ReviewKind, origin: string): Mail {
  return {
    to,
    subject: 'Your preview is ready',
    ...layout(
      'Your preview is ready',
      [
        kind === 'frame'
          ? "Our artists have animated your child's drawing for your frame. Watch the preview on your dashboard and approve it, or tell us what to change."
          : 'Our artists have animated your character. Watch the preview on your dashboard and approve it, or tell us what to change.',
        'You can ask for up to 2 small changes.',
      ],
      { label: 'Watch your preview', url: `${origin}/dashboard` },
    ),
  };
}

/**
 * Tells the owner at their account's address. The preview is already sent when this runs, so a
 * mail that cannot go out is logged rather than undoing it; the answer says whether it went.
 */
export async function notifyPreviewReady(c: Context<AppEnv>, owner: Owner, kind: ReviewKind): Promise<boolean> {
  const db = c.get('db');
  const to = await customerAddress(db, owner);
  if (!to) return false;
  try {
    await sendMail(c.env, db, previewReadyMail(to, kind, publicOrigin(c.env, c.req.url)));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: 'error', message: 'preview mail not sent', kind, error: message }));
    return false;
  }
}
