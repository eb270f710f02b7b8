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
