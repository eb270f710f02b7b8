import { describe, expect, it } from 'vitest';
import { formatDollars, formatPrice, parseDollars, sumCents } from './money.ts';

describe('formatDollars', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [499, '4.99'],
    [7900, '79.00'],
    [12900, '129.00'],
    [123456789, '1234567.89'],
    [-1, '-0.01'],
    [-12900, '-129.00'],
  ])('shows %i cents as "%s"', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatDollars(1.5)).toThrow(RangeError);
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
    expect(() => formatDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('adds the dollar sign for people', () => {
    expect(formatPrice(12900)).toBe('$129.00');
    expect(formatPrice(499)).toBe('$4.99');
  });
});

describe('parseDollars', () => {
  it.each([
    ['0', 0],
    ['0.00', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['0.99', 99],
    ['1', 100],
    ['4.99', 499],
    ['129', 12900],
    ['129.00', 12900],
    [' 129.5 ', 12950],
    ['-0.01', -1],
    ['-129.00', -12900],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each([
    [0, 0],
    [1, 100],
    [4.99, 499],
    [129, 12900],
    [0.1, 10],
    [-2.5, -250],
  ])('reads the number %d as %i cents', (value, cents) => {
    expect(parseDollars(value)).toBe(cents);
  });

  it.each([
    '12.345',
    'abc',
    '1e3',
    '',
    ' ',
    '.5',
    '5.',
    '$5',
    '1,000',
    '--1',
    '0x10',
    'Infinity',
    '99999999999999999999',
  ])('refuses "%s"', (text) => {
    expect(parseDollars(text)).toBeNull();
  });

  it.each([1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY])('refuses the number %d', (value) => {
    expect(parseDollars(value)).toBeNull();
  });

  it('adds "0.10" and "0.20" to exactly "0.30", where floats give 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const a = parseDollars('0.10');
    const b = parseDollars('0.20');
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    const total = sumCents([a ?? 0, b ?? 0]);
    expect(total).toBe(30);
    expect(formatDollars(total)).toBe('0.30');
  });

  it('sums a cart of many small amounts without drift', () => {
    const amounts = Array.from({ length: 1000 }, () => parseDollars('0.10') ?? 0);
    expect(formatDollars(sumCents(amounts))).toBe('100.00');
  });

  it('round-trips every amount from 0 to 100000 cents exactly', () => {
    const failures: number[] = [];
    for (let cents = 0; cents <= 100_000; cents += 1) {
      const text = formatDollars(cents);
      if (parseDollars(text) !== cents || parseDollars(`-${text}`) !== -cents) failures.push(cents);
      if (parseDollars(Number(text)) !== cents) failures.push(cents);
    }
    expect(failures).toEqual([]);
  });
});

describe('amounts for people', () => {
  it('group thousands, keep the cents, and put the minus before the dollar sign', async () => {
    const { formatPrice, formatAmount } = await import('./money.ts');
    expect(formatPrice(2_002_960)).toBe('$20,029.60');
    expect(formatPrice(12_900)).toBe('$129.00');
    expect(formatPrice(123_456_789_00)).toBe('$123,456,789.00');
    expect(formatPrice(-500)).toBe('-$5.00');
    expect(formatPrice(0)).toBe('$0.00');
    // What the API sends ("20029.60"), shown the same way.
    expect(formatAmount('20029.60')).toBe('$20,029.60');
    expect(formatAmount('7.1')).toBe('$7.10');
    expect(formatAmount('not money')).toBe('$not money');
  });
});
