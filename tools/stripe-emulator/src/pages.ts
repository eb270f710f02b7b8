/** The emulator's HTML: the 3-D Secure challenge (Stripe's test page look-alike) and receipts. */
import type { PaymentIntentRecord } from './store.ts';

/** Escapes text for HTML element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `1099, 'usd'` -> `$10.99`; zero-decimal currencies (JPY) stay whole. */
export function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency.toUpperCase()}`;
  }
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  p { line-height: 1.5; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
  .actions { display: flex; flex-direction: column; gap: 0.75rem; }
  button, a.button { font: inherit; font-weight: 600; min-height: 44px; padding: 0.7rem 1rem; border-radius: 8px;
    border: 2px solid transparent; cursor: pointer; text-align: center; text-decoration: none; }
  .complete { background: #0a7d33; color: #fff; }
  .fail { background: #fff; color: #b3093c; border-color: #b3093c; }
  a.button { background: #1a1f36; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #635bff; outline-offset: 3px; }
  .note { color: #4f566b; font-size: 0.9rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The challenge: two real buttons in one form, so it works with a keyboard, a screen reader, no script. */
export function challengePage(pi: PaymentIntentRecord): string {
  return page(
    '3D Secure authentication - Stripe emulator',
    `<h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm this test payment (3D Secure 2).</p>
<p class="amount">${escapeHtml(formatAmount(pi.amount, pi.currency))}</p>
<form method="post" action="/emulator/3ds/${encodeURIComponent(pi.id)}">
<div class="actions">
<button type="submit" name="outcome" value="complete" class="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="fail">Fail authentication</button>
</div>
</form>
<p class="note">Local Stripe emulator test page. No real card or bank is involved.</p>`,
  );
}

/** Shown when there is nothing to authenticate, or no `return_url` to go back to. */
export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const action = link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return page(`${title} - Stripe emulator`, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${action}`);
}

/** A minimal receipt for `charge.receipt_url`. */
export function receiptPage(input: {
  chargeId: string;
  amount: number;
  currency: string;
  refunded: number;
  created: number;
}) {
  const refunded =
    input.refunded > 0 ? `<p>Refunded: ${escapeHtml(formatAmount(input.refunded, input.currency))}</p>` : '';
  return page(
    'Receipt - Stripe emulator',
    `<h1>Receipt</h1>
<p class="amount">${escapeHtml(formatAmount(input.amount, input.currency))}</p>
<p>Charge ${escapeHtml(input.chargeId)}, ${escapeHtml(new Date(input.created * 1000).toUTCString())}</p>
${refunded}<p class="note">Test-mode receipt from the local Stripe emulator.</p>`,
  );
}
