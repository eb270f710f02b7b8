/** Stripe's test cards: the `pm_card_*` payment methods and the card numbers typed in the card form. */

export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string; message: string; param?: string };

export interface TestCard {
  number: string;
  brand: 'amex' | 'mastercard' | 'visa';
  funding: 'credit' | 'debit';
  country: string;
  /** The `pm_card_*` ids that stand for this card. */
  tokens: readonly string[];
  outcome: CardOutcome;
}

const declined = (code: string, declineCode: string, message: string, param?: string): CardOutcome => ({
  kind: 'decline',
  code,
  declineCode,
  message,
  ...(param === undefined ? {} : { param }),
});

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_visa'],
    outcome: { kind: 'succeed' },
  },
  {
    number: '4000056655665556',
    brand: 'visa',
    funding: 'debit',
    country: 'US',
    tokens: ['pm_card_visa_debit'],
    outcome: { kind: 'succeed' },
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_mastercard'],
    outcome: { kind: 'succeed' },
  },
  {
    number: '378282246310005',
    brand: 'amex',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_amex'],
    outcome: { kind: 'succeed' },
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined'],
    outcome: declined('card_declined', 'generic_decline', 'Your card was declined.'),
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_chargeDeclinedInsufficientFunds', 'pm_card_visa_chargeDeclinedInsufficientFunds'],
    outcome: declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_chargeDeclinedExpiredCard', 'pm_card_visa_chargeDeclinedExpiredCard'],
    outcome: declined('expired_card', 'expired_card', 'Your card has expired.', 'exp_month'),
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_chargeDeclinedIncorrectCvc', 'pm_card_visa_chargeDeclinedIncorrectCvc'],
    outcome: declined('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect.", 'cvc'),
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_authenticationRequired'],
    outcome: { kind: 'authenticate' },
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    tokens: ['pm_card_authenticationRequiredOnSetup'],
    outcome: { kind: 'authenticate' },
  },
];

/** The test card a `pm_card_*` id stands for. */
export function cardForToken(token: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.tokens.includes(token));
}

/** The test card with this number (spaces and dashes ignored). */
export function cardForNumber(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
