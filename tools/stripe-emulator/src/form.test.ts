import { describe, expect, it } from 'vitest';
import { FormParseError, parseForm } from './form.ts';

describe('form parser', () => {
  it('reads Stripe’s bracket syntax', () => {
    expect(
      parseForm(
        'amount=1099&currency=usd&metadata[order_id]=o%201&payment_method_types[0]=card&automatic_payment_methods[enabled]=true&expand[]=latest_charge&description=a+b',
      ),
    ).toEqual({
      amount: '1099',
      currency: 'usd',
      metadata: { order_id: 'o 1' },
      payment_method_types: { '0': 'card' },
      automatic_payment_methods: { enabled: 'true' },
      expand: ['latest_charge'],
      description: 'a b',
    });
  });

  it('nests several levels and keeps empty values (they unset)', () => {
    expect(parseForm('payment_method_options[card][request_three_d_secure]=any&metadata=')).toEqual({
      payment_method_options: { card: { request_three_d_secure: 'any' } },
      metadata: '',
    });
  });

  it('refuses prototype keys and conflicting shapes', () => {
    expect(() => parseForm('__proto__[x]=1')).toThrow(FormParseError);
    expect(() => parseForm('metadata=1&metadata[a]=2')).toThrow(FormParseError);
    expect(() => parseForm('a=%E0%A4%A')).toThrow(FormParseError);
  });
});
