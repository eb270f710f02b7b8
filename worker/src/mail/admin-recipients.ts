/** ADMIN_NOTIFY_EMAILS read: plain code, also run by CI's deploy check under Node. */

const EMAIL = /^[^@\s<>,]+@[^@\s<>,]+\.[^@\s<>,]+$/;

/** The addresses in ADMIN_NOTIFY_EMAILS (comma-separated); empty when none are set. */
export function adminNoticeRecipients(env: Pick<Env, 'ADMIN_NOTIFY_EMAILS'>): string[] {
  return [...new Set((env.ADMIN_NOTIFY_EMAILS ?? '').split(',').map((part) => part.trim().toLowerCase()))].filter(
    (address) => EMAIL.test(address),
  );
}

/** The entries of ADMIN_NOTIFY_EMAILS that are no e-mail address (production refuses to start with them). */
export function invalidAdminNoticeEntries(env: Pick<Env, 'ADMIN_NOTIFY_EMAILS'>): string[] {
  return (env.ADMIN_NOTIFY_EMAILS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !EMAIL.test(part));
}
