import { FRAME_CARE_MAIL } from '@dtm/shared/device-health';
import { orderNumber } from '@dtm/shared/order-state';
import { REVIEW_KIND_PATHS, type ReviewKind } from '@dtm/shared/review';
import { VARIATION_MAIL } from '@dtm/shared/variations';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { adminNoticeRecipients } from './admin-recipients';
import { sendMail } from './mailer';
import { layout } from './templates';

/** What the admins are told of: each is something that waits for them. */
export type AdminNotice =
  | { kind: 'support-request' }
  | { kind: 'return-request' }
  | { kind: 'artwork'; orderId: string; type: ReviewKind; files: number }
  | {
      kind: 'change-request';
      orderId: string;
      /** The frame or character the preview was of: the mail opens the studio on it. */
      target: { kind: ReviewKind; id: string };
      version: number;
      left: number;
    }
  | { kind: 'variation' }
  /** Frames newly silent for 24 hours or saying "should play, does not" (issue #38). */
  | { kind: 'frames-need-care'; silent: number; dark: number };

/**
 * The mail for a notice. Only the shop's own words and a link into the back office: nothing a
 * customer (or a stranger on the contact form) typed is passed on.
 */
function noticeMail(notice: AdminNotice, origin: string) {
  switch (notice.kind) {
    case 'support-request':
      return {
        subject: 'New support request',
        ...layout('A new support request is waiting', ['Someone wrote through the contact form.'], {
          label: 'Open the support requests',
          url: `${origin}/admin/support-requests?status=open`,
        }),
      };
    case 'return-request':
      return {
        subject: 'New return request',
        ...layout('A new return request is waiting', ['Someone asked to return an order.'], {
          label: 'Open the returns',
          url: `${origin}/admin/returns`,
        }),
      };
    case 'artwork': {
      // The files' names, the personal note and the customer's name stay in the back office.
      const short = notice.orderId.slice(0, 8);
      const number = orderNumber(notice.orderId);
      const page = notice.type === 'frame' ? 'frame-management' : 'character-management';
      const drawings = notice.files === 1 ? 'a drawing' : `${notice.files} drawings`;
      return {
        subject: `New artwork for order ${number}`,
        ...layout(
          'New artwork to animate',
          [`The customer submitted ${drawings} for their ${notice.type} (order ${number}): it can be animated now.`],
          {
            label: notice.type === 'frame' ? 'Open Frame Management' : 'Open Character Management',
            url: `${origin}/admin/${page}?search=${short}`,
          },
        ),
      };
    }
    case 'change-request': {
      const short = orderNumber(notice.orderId);
      return {
        subject: `Change requested for order ${short}`,
        ...layout(
          `The customer asked for a change to preview v${notice.version} (order ${short})`,
          [
            'Their note is waiting in the animation studio: render a new version from the recipe and send it.',
            `Change requests left for this order: ${notice.left}.`,
          ],
          {
            label: 'Open the studio',
            url: `${origin}/admin/studio/${REVIEW_KIND_PATHS[notice.target.kind]}/${notice.target.id}?order=${notice.orderId}`,
          },
        ),
      };
    }
    case 'variation':
      // Not the variation's name: the customer typed it, and it is read in the back office.
      return {
        subject: VARIATION_MAIL.adminSubject,
        ...layout(VARIATION_MAIL.adminTitle, [VARIATION_MAIL.adminBody], {
          label: VARIATION_MAIL.adminAction,
          url: `${origin}/admin/variations?status=being_made`,
        }),
      };
    case 'frames-need-care':
      return {
        subject: FRAME_CARE_MAIL.subject(notice),
        ...layout(FRAME_CARE_MAIL.title, FRAME_CARE_MAIL.body(notice), {
          label: FRAME_CARE_MAIL.action,
          url: `${origin}/admin/devices`,
        }),
      };
  }
}

/**
 * Who hears of what waits: every admin account and every address on ADMIN_NOTIFY_EMAILS, each
 * once (compared in lower case), the one rule for every notice.
 */
export async function adminRecipients(env: Pick<Env, 'ADMIN_NOTIFY_EMAILS'>, db: Db): Promise<string[]> {
  const accounts = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
  return [...new Set([...accounts.map((account) => account.email.toLowerCase()), ...adminNoticeRecipients(env)])];
}

/** Sends the notice to every admin; throws at the first failure (for a job the queue retries). */
export async function sendAdminNotice(env: Env, db: Db, notice: AdminNotice, origin: string): Promise<void> {
  const mail = noticeMail(notice, origin);
  for (const to of await adminRecipients(env, db)) await sendMail(env, db, { to, ...mail });
}

/** Tells every admin; a failed mail (or lookup) never fails what the customer did. */
export async function notifyAdmins(env: Env, db: Db, notice: AdminNotice, origin: string): Promise<void> {
  let mail: ReturnType<typeof noticeMail>;
  let recipients: string[];
  try {
    mail = noticeMail(notice, origin);
    recipients = await adminRecipients(env, db);
  } catch (error) {
    logUnsent(notice, error);
    return;
  }
  for (const to of recipients) {
    try {
      await sendMail(env, db, { to, ...mail });
    } catch (error) {
      logUnsent(notice, error);
    }
  }
}

function logUnsent(notice: AdminNotice, error: unknown) {
  console.error(
    JSON.stringify({ level: 'error', message: 'admin notice not sent', kind: notice.kind, error: String(error) }),
  );
}
