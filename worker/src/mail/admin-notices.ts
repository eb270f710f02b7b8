import { VARIATION_MAIL } from '@dtm/shared/variations';
import type { Db } from '../db/client';
import { adminNoticeRecipients } from './admin-recipients';
import { sendMail } from './mailer';
import { layout } from './templates';

/** What the admins are told of: each is something that waits for them. */
export type AdminNotice =
  | { kind: 'support-request' }
  | { kind: 'return-request' }
  | { kind: 'artwork'; orderId: string }
  | { kind: 'change-request'; orderId: string; version: number; left: number }
  | { kind: 'variation' };

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
      const short = notice.orderId.slice(0, 8);
      return {
        subject: `Artwork uploaded for order ${short}`,
        ...layout(
          `Artwork arrived for order ${short}`,
          ['The customer submitted their drawing: it can be animated now.'],
          {
            label: 'Open the order',
            url: `${origin}/admin/orders?search=${short}`,
          },
        ),
      };
    }
    case 'change-request': {
      const short = notice.orderId.slice(0, 8);
      return {
        subject: `Change requested for order ${short}`,
        ...layout(
          `The customer asked for a change to preview v${notice.version} (order ${short})`,
          [
            'Their note is waiting in the animation studio: render a new version from the recipe and send it.',
            `Change requests left for this order: ${notice.left}.`,
          ],
          { label: 'Open the order', url: `${origin}/admin/orders?search=${short}` },
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
  }
}

/** Tells every admin on ADMIN_NOTIFY_EMAILS; a failed mail never fails what the customer did. */
export async function notifyAdmins(env: Env, db: Db, notice: AdminNotice, origin: string): Promise<void> {
  const mail = noticeMail(notice, origin);
  for (const to of adminNoticeRecipients(env)) {
    try {
      await sendMail(env, db, { to, ...mail });
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', message: 'admin notice not sent', kind: notice.kind, error: String(error) }),
      );
    }
  }
}
