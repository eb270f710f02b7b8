/**
 * Sign-in (passwordless: the link from the dev mailbox) and the Stripe emulator (the browser's card
 * form, and reading an intent back as the shop's server would).
 */
import { Jar, list, send } from './http';
import { progress } from './state';

// ---------------------------------------------------------------------------------------------
// Sign-in (passwordless: the link from the dev mailbox)

export async function signIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const asked = await send('setup', '/api/auth/sign-in/magic-link', { json: { email } });
  if (asked.status !== 200) throw new Error(`sign-in mail for ${email}: ${asked.status} ${asked.text}`);
  progress.signIns += 1;
  const mailbox = await send('setup', '/dev/mailbox.json');
  const mail = list(mailbox.json).find((m) => m.to === email.toLowerCase());
  const link = ((mail?.links as string[] | undefined) ?? []).find((l) => l.includes('/api/auth/magic-link/verify'));
  if (!link) throw new Error(`no sign-in link for ${email} in the dev mailbox`);
  const url = new URL(link);
  const verified = await send('setup', `${url.pathname}${url.search}`, { jar, label: 'GET <sign-in link>' });
  if (verified.status !== 302 || !jar.header()?.includes('session_token')) {
    throw new Error(`sign-in link for ${email}: ${verified.status} ${verified.text}`);
  }
  return jar;
}

// ---------------------------------------------------------------------------------------------
// Stripe emulator: the browser's card form

export async function payInEmulator(clientSecret: string, card = '4242424242424242') {
  const res = await send('stripe', '/emulator/confirm', {
    json: { clientSecret, card: { number: card, exp_month: 12, exp_year: 2034, cvc: '123' } },
  });
  return (res.json as { paymentIntent?: { id: string; status: string } } | undefined)?.paymentIntent;
}

const stripeKey = { authorization: 'Bearer sk_test_probe_bench' };
export async function retrieveIntent(id: string) {
  const res = await send('stripe', `/v1/payment_intents/${encodeURIComponent(id)}`, { headers: stripeKey });
  return res.json as { id: string; status: string; amount: number; amount_received: number } | undefined;
}
