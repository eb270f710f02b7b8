import { AUTH_MESSAGES } from '@dtm/shared/auth';
import type { Db } from '../db/client';
import { outboxMails } from '../db/schema';
import { ApiError } from '../lib/errors';

const MAIL_NOT_CONFIGURED = AUTH_MESSAGES.mailNotConfigured;

/** A file sent with a mail (the invoice PDF with the order confirmation). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

export type MailTransport = (mail: Mail & { links: string[] }) => Promise<void>;

const LINK_PATTERN = /https?:\/\/[^\s"'<>)]+/g;

/** Every link in the mail, in order, once: the local mailbox lists them as clickable. */
export function extractLinks(mail: Mail): string[] {
  return [...new Set([...(mail.text.match(LINK_PATTERN) ?? []), ...(mail.html.match(LINK_PATTERN) ?? [])])].map(
    (link) => link.replaceAll('&amp;', '&'),
  );
}

/** Local transport (the default): the mail is stored in D1 and shown on /dev/mailbox. */
export function outboxTransport(db: Db): MailTransport {
  return async ({ attachments, ...mail }) => {
    const files = (attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.content.byteLength,
    }));
    await db.insert(outboxMails).values({ ...mail, attachments: files });
  };
}

/** A real provider with a Resend-compatible HTTP API, chosen by MAIL_TRANSPORT=http. */
export function httpTransport(env: Env): MailTransport {
  return async (mail) => {
    const apiKey = env.MAIL_API_KEY;
    if (!apiKey) throw new Error('MAIL_API_KEY is not set; the http mail transport cannot send.');
    const res = await fetch(env.MAIL_API_URL || 'https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: env.MAIL_FROM,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                content: base64(file.content),
                content_type: file.contentType,
              })),
            }
          : {}),
      }),
    });
    if (!res.ok) throw new Error(`The mail provider refused the mail: ${res.status} ${await res.text()}`);
  };
}

/** The one way the shop sends e-mail: sign-in links, order confirmations, status changes, replies. */
export async function sendMail(env: Env, db: Db, mail: Mail): Promise<void> {
  if (env.MAIL_TRANSPORT !== 'http' && env.APP_ENV === 'production') {
    // The outbox only feeds the local mailbox: in production it would lose every mail silently.
    console.error(
      JSON.stringify({ level: 'error', message: 'MAIL_TRANSPORT is not "http" in production; mail refused' }),
    );
    throw new ApiError('SERVICE_UNAVAILABLE', MAIL_NOT_CONFIGURED);
  }
  const transport = env.MAIL_TRANSPORT === 'http' ? httpTransport(env) : outboxTransport(db);
  await transport({ ...mail, links: extractLinks(mail) });
}

/** Bytes as base64 (the provider's JSON carries attachments so), in chunks to spare the stack. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
