import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-input-format';
import { readConfirmAnswer } from './emulator-confirm';

describe("the emulator's confirm answer", () => {
  it('is a success when the payment succeeded', () => {
    expect(readConfirmAnswer({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })).toEqual({
      kind: 'succeeded',
      paymentIntentId: 'pi_1',
    });
  });

  it('sends the customer to 3-D Secure when the bank asks for it', () => {
    const answer = {
      paymentIntent: {
        id: 'pi_1',
        status: 'requires_action',
        next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'http://127.0.0.1:12112/emulator/3ds/pi_1' } },
      },
    };
    expect(readConfirmAnswer(answer)).toEqual({ kind: 'redirect', url: 'http://127.0.0.1:12112/emulator/3ds/pi_1' });
  });

  it("passes on a decline in the provider's words, with the field it is about", () => {
    expect(
      readConfirmAnswer({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }),
    ).toEqual({ kind: 'failed', message: 'Your card was declined.', field: null });
    expect(readConfirmAnswer({ error: { message: 'Your card number is incorrect.', param: 'number' } })).toMatchObject({
      field: 'cardNumber',
    });
    expect(
      readConfirmAnswer({
        paymentIntent: {
          id: 'pi_1',
          status: 'requires_payment_method',
          last_payment_error: { message: 'Your card has insufficient funds.' },
        },
      }),
    ).toEqual({ kind: 'failed', message: 'Your card has insufficient funds.', field: null });
  });

  it('falls back to the spec’s words for an answer it cannot read', () => {
    expect(readConfirmAnswer('<html>')).toEqual({ kind: 'failed', message: 'Failed to process payment.', field: null });
  });
});

describe('typing a card', () => {
  it('groups the number in fours and shapes the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025-0000-3155')).toBe('4000 0025 0000 3155');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('13 / 34')).toBeNull();
  });
});
