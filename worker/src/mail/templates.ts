import { SHOP } from '@dtm/shared/constants';
import { escapeHtml, type Mail } from './mailer';

/** Wraps a mail body in the shop's simple, readable layout. */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Omit<Mail, 'to' | 'subject'> {
  const text = [
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— ${SHOP.name}`,
  ].join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#7c3aed;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}<p style="color:#777">— ${SHOP.name}</p></body></html>`;
  return { text, html };
}

export function signInMail(to: string, url: string): Mail {
  return {
    to,
    subject: `Your sign-in link for ${SHOP.name}`,
    ...layout(
      'Sign in to Drawings-to-Magic',
      [
        'Click the button below to sign in. The link works once and expires in 15 minutes.',
        'If you did not ask for it, you can ignore this e-mail.',
      ],
      { label: 'Sign in', url },
    ),
  };
}

/**
 * Who a public form's acknowledgment goes to. The form is public, so the typed address may not be
 * the sender's: unless `ownAddress` (a signed-in customer wrote from their account address) nothing
 * a person typed is repeated, so the shop never relays someone's text or links to a stranger.
 */
type Acknowledgment = { to: string; name: string; ownAddress: boolean };

/** The contact form's "we received it" mail; `subjectLabel` comes from the fixed subject list. */
export function supportReceivedMail(ack: Acknowledgment & { subjectLabel: string; message: string }): Mail {
  return {
    to: ack.to,
    subject: 'We received your message',
    ...layout(ack.ownAddress ? `Thank you, ${ack.name}` : 'Thank you for your message', [
      `We received your message about "${ack.subjectLabel}" and will respond within 24 hours on business days.`,
      ack.ownAddress ? `Your message: ${ack.message}` : 'If you did not write to us, you can ignore this e-mail.',
    ]),
  };
}

/** An order number as shops print them (letters, digits, dashes, a leading #): nothing that reads as a link. */
const ORDER_NUMBER = /^#?[A-Za-z0-9-]{1,36}$/;

/** The return form's "we received it" mail; a typed order number is named only when it looks like one. */
export function returnReceivedMail(ack: Acknowledgment & { orderNumber: string }): Mail {
  const named = ack.ownAddress || ORDER_NUMBER.test(ack.orderNumber);
  return {
    to: ack.to,
    subject: 'Your return request',
    ...layout(ack.ownAddress ? `Thank you, ${ack.name}` : 'Thank you for your return request', [
      named
        ? `We received your return request for order ${ack.orderNumber}. You will receive a return label shortly.`
        : 'We received your return request. You will receive a return label shortly.',
      'Frames can be returned within 60 days, no questions asked, on top of your statutory 14-day right of withdrawal.',
      ...(ack.ownAddress ? [] : ['If you did not write to us, you can ignore this e-mail.']),
    ]),
  };
}
