import { VARIATION_MAIL } from '@dtm/shared/variations';
import type { Context } from 'hono';
import { publicOrigin } from '../auth/auth';
import type { AppEnv } from '../env';
import { type Mail, sendMail } from '../mail/mailer';
import { layout } from '../mail/templates';

/**
 * "Your variation is ready", to the customer who bought it: their own name for it (escaped by
 * the layout) and the animation's, and a link to the dashboard.
 */
export function variationReadyMail(
  to: string,
  variation: { variationName: string; animationName: string },
  origin: string,
): Mail {
  return {
    to,
    subject: VARIATION_MAIL.readySubject,
    ...layout(VARIATION_MAIL.readyTitle, [VARIATION_MAIL.readyBody(variation.variationName, variation.animationName)], {
      label: VARIATION_MAIL.readyAction,
      url: `${origin}/dashboard`,
    }),
  };
}

/**
 * Tells the customer once per delivery. The video is already stored when this runs, so a mail
 * that cannot go out is logged rather than undoing it; the answer says whether they were told.
 */
export async function notifyVariationReady(
  c: Context<AppEnv>,
  to: string,
  variation: { variationName: string; animationName: string },
): Promise<boolean> {
  try {
    await sendMail(c.env, c.get('db'), variationReadyMail(to, variation, publicOrigin(c.env, c.req.url)));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: 'error', message: 'variation ready mail not sent', error: message }));
    return false;
  }
}
