import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { publicOrigin } from '../auth/auth';
import { users } from '../db/schema';
import type { AppEnv } from '../env';
import { type Mail, sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';

/**
 * "Your animation is ready": only the shop's own words and a link to the dashboard, so nothing a
 * person typed (a name, a frame's name) is ever mailed on.
 */
export function animationReadyMail(to: string, kind: 'frame' | 'character', origin: string): Mail {
  return {
    to,
    subject: 'Your animation is ready',
    ...layout(
      'Your animation is ready',
      [
        kind === 'frame'
          ? 'Our artists have finished the animation for your frame. Watch it and download it on your dashboard: a paired frame loads it at its next sync, and the dashboard also prepares it for a USB-C drive.'
          : 'Our artists have finished your animated character. You can watch it and download it on your dashboard.',
      ],
      { label: 'Open your dashboard', url: `${origin}/dashboard` },
    ),
  };
}

/**
 * Tells the owner (at their account's address, the one they sign in with) once per upload. The video
 * is already stored when this runs, so a mail that cannot go out is logged rather than undoing it;
 * the answer says whether the customer was told.
 */
export async function notifyAnimationReady(
  c: Context<AppEnv>,
  userId: string,
  kind: 'frame' | 'character',
): Promise<boolean> {
  const db = c.get('db');
  const owner = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true } });
  if (!owner) return false;
  try {
    await sendMail(c.env, db, animationReadyMail(owner.email, kind, publicOrigin(c.env, c.req.url)));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: 'error', message: 'animation ready mail not sent', kind, error: message }));
    return false;
  }
}
