import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { publicOrigin } from '../auth/auth';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
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

/** Whose frame or character it is: the account, or for a guest's (not linked yet) the order. */
export type Owner = { userId: string | null; orderId: string };

/**
 * Where the customer is told: the account's address (the one they sign in with), or for a guest
 * who has not signed in yet, the address the order's confirmation went to.
 */
export async function customerAddress(db: Db, owner: Owner): Promise<string | undefined> {
  if (owner.userId) {
    const user = await db.query.users.findFirst({ where: eq(users.id, owner.userId), columns: { email: true } });
    return user?.email;
  }
  const order = await db.query.orders.findFirst({
    where: eq(orders.id, owner.orderId),
    columns: { customerEmail: true },
  });
  return order?.customerEmail;
}

/**
 * Tells the owner once per upload. The video is already stored when this runs, so a mail that
 * cannot go out is logged rather than undoing it; the answer says whether the customer was told.
 */
export async function notifyAnimationReady(
  c: Context<AppEnv>,
  owner: Owner,
  kind: 'frame' | 'character',
): Promise<boolean> {
  const db = c.get('db');
  const to = await customerAddress(db, owner);
  if (!to) return false;
  try {
    await sendMail(c.env, db, animationReadyMail(to, kind, publicOrigin(c.env, c.req.url)));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: 'error', message: 'animation ready mail not sent', kind, error: message }));
    return false;
  }
}
