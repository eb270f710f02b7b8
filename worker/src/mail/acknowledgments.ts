import { hit } from '../auth/rate-limit';
import type { Db } from '../db/client';
import type { SessionUser } from '../env';
import { type Mail, sendMail } from './mailer';

/**
 * Acknowledgments of the public forms one address gets a day, both forms together. Beyond it the
 * request is still stored and answered as sent; only the mail is left out, so a stranger cannot
 * fill someone's inbox from the shop's address (and learns nothing from the answer).
 */
export const ACKNOWLEDGMENT_LIMIT = { max: 3, windowSeconds: 24 * 60 * 60 } as const;

/** Sends a form's acknowledgment unless its address had its share today; true when it was sent. */
export async function sendAcknowledgment(env: Env, db: Db, mail: Mail): Promise<boolean> {
  const count = await hit(db, { key: `ack-mail:${mail.to}`, ...ACKNOWLEDGMENT_LIMIT });
  if (count > ACKNOWLEDGMENT_LIMIT.max) return false;
  await sendMail(env, db, mail);
  return true;
}

/** True when the signed-in customer typed their own account address: only then is their text quoted back. */
export function writesFromOwnAddress(user: SessionUser | null, email: string): boolean {
  return !!user && user.email.toLowerCase() === email.toLowerCase();
}
