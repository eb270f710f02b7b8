import { ACCOUNT_DELETION_TTL_MINUTES, DATA_EXPORT_TTL_DAYS } from '@dtm/shared/account';
import { SHOP } from '@dtm/shared/constants';
import type { Mail } from '../mail/mailer';
import { layout } from '../mail/templates';

/** "Your data is ready": the download link (sign-in needed) and until when it works. */
export function exportReadyMail(to: string, url: string, expiresAt: Date): Mail {
  const until = expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC');
  return {
    to,
    subject: `Your ${SHOP.name} data is ready to download`,
    ...layout(
      'Your data is ready',
      [
        'We have prepared a ZIP file with everything we hold about your account: your profile, orders, frames, characters, purchases, requests and paired frames (account.json), and your files.',
        `The link works for ${DATA_EXPORT_TTL_DAYS} days (until ${until}) and only when you are signed in to your account.`,
        'If you did not ask for it, please contact us.',
      ],
      { label: 'Download my data', url },
    ),
  };
}

/** The confirmation of an account deletion: nothing happens until the page behind the link is confirmed. */
export function deletionConfirmMail(to: string, url: string): Mail {
  return {
    to,
    subject: `Confirm the deletion of your ${SHOP.name} account`,
    ...layout(
      'Delete your account?',
      [
        'You asked us to delete your account. Open the link below and confirm with "Delete my account".',
        'We delete your profile, your drawings, previews and animations, your purchases and paired frames, and sign you out everywhere. As German tax law requires, paid orders are kept for 10 years without your name, e-mail or address, and invoices as issued.',
        `The link works once and for ${ACCOUNT_DELETION_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail: nothing changes.`,
      ],
      { label: 'Open the deletion page', url },
    ),
  };
}

/** Sent to the old address once the account is gone. */
export function accountDeletedMail(to: string): Mail {
  return {
    to,
    subject: `Your ${SHOP.name} account has been deleted`,
    ...layout('Your account has been deleted', [
      'Your account and its data have been deleted. As the law requires, paid orders are kept for 10 years without your name, e-mail or address, and invoices as issued.',
      'If you sign in again with this address, you start with a new, empty account.',
    ]),
  };
}
