import { describe, expect, it } from 'vitest';
import {
  CompletePurchaseInputSchema,
  ProductFileKeySchema,
  PurchaseIntentSchema,
  StartPurchaseInputSchema,
} from './marketplace.ts';
import { accepted, messageAt, PAYMENT_INTENT_ID } from './testing.ts';

const intent = {
  clientSecret: `${PAYMENT_INTENT_ID}_secret_abc`,
  paymentIntentId: PAYMENT_INTENT_ID,
  amount: '4.99',
};

describe('PurchaseIntentSchema', () => {
  it('accepts an intent for an animation, a background or a variation', () => {
    expect(accepted(PurchaseIntentSchema, { ...intent, animationId: 'ani_1' })).toMatchObject({ animationId: 'ani_1' });
    expect(accepted(PurchaseIntentSchema, { ...intent, backgroundId: 'bg_1' })).toMatchObject({ backgroundId: 'bg_1' });
    expect(accepted(PurchaseIntentSchema, { ...intent, animationId: 'ani_1', userAnimationId: 'ua_1' })).toBeTruthy();
  });

  it('refuses an intent that names nothing to buy', () => {
    expect(messageAt(PurchaseIntentSchema, intent, 'animationId')).toBe('Invalid input');
  });

  it('refuses an intent without a client secret', () => {
    expect(messageAt(PurchaseIntentSchema, { ...intent, clientSecret: '', animationId: 'a' }, 'clientSecret')).toBe(
      'Required',
    );
  });
});

describe('CompletePurchaseInputSchema', () => {
  it('accepts the payment intent id', () => {
    expect(accepted(CompletePurchaseInputSchema, { paymentIntentId: PAYMENT_INTENT_ID })).toEqual({
      paymentIntentId: PAYMENT_INTENT_ID,
    });
  });

  it('refuses a missing id', () => {
    expect(messageAt(CompletePurchaseInputSchema, {}, 'paymentIntentId')).toBe('Required');
  });
});

describe('ProductFileKeySchema', () => {
  it('accepts an R2 key under products/', () => {
    expect(ProductFileKeySchema.parse(' products/animations/a1/dancing-dragon.webm ')).toBe(
      'products/animations/a1/dancing-dragon.webm',
    );
  });

  it.each([
    'catalog/animations/dancing-dragon.webm',
    '/api/media/products/animations/x.webm',
    'https://example.com/x.webm',
    'products/../catalog/x.webm',
    'products/.hidden',
    'products/',
    'products//x.webm',
  ])('refuses %j: public, outside or climbing', (key) => {
    const result = ProductFileKeySchema.safeParse(key);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'A file that is sold must be stored under products/, where only its owners can download it.',
    );
  });
});

describe('StartPurchaseInputSchema', () => {
  it('accepts a country code, upper-cased, or none', () => {
    expect(accepted(StartPurchaseInputSchema, { country: ' de ' })).toEqual({ country: 'DE' });
    expect(accepted(StartPurchaseInputSchema, {})).toEqual({});
  });

  it('asks for a country when it is not a two-letter code', () => {
    expect(messageAt(StartPurchaseInputSchema, { country: 'Germany' }, 'country')).toBe('Please choose your country.');
    expect(messageAt(StartPurchaseInputSchema, { country: 'D1' }, 'country')).toBe('Please choose your country.');
  });
});
