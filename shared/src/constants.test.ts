import { describe, expect, it } from 'vitest';
import {
  catalogPriceCents,
  PRICES_CENTS,
  SUPPORT_SUBJECT_LABELS,
  SUPPORT_SUBJECTS,
  voucherProductFor,
} from './constants.ts';
import { formatDollars } from './money.ts';

describe('catalog', () => {
  it('prices the products as the spec lists them', () => {
    expect(formatDollars(catalogPriceCents('frame', '5'))).toBe('99.00');
    expect(formatDollars(catalogPriceCents('frame', '7'))).toBe('129.00');
    expect(formatDollars(catalogPriceCents('frame'))).toBe('129.00');
    expect(formatDollars(catalogPriceCents('character'))).toBe('79.00');
    expect(formatDollars(PRICES_CENTS.variation)).toBe('4.99');
  });

  it('matches each order to its voucher product code', () => {
    expect(voucherProductFor('frame', '5')).toBe('5');
    expect(voucherProductFor('frame', '7')).toBe('7');
    expect(voucherProductFor('character', '7')).toBe('character');
  });

  it('labels every support subject as the contact form shows it', () => {
    expect(SUPPORT_SUBJECTS.map((subject) => SUPPORT_SUBJECT_LABELS[subject])).toEqual([
      'Order Question',
      'Technical Support',
      'Animation Process',
      'Shipping & Returns',
      'Other',
    ]);
  });
});
