import { describe, expect, it } from 'vitest';
import { countryName, formatEuros, parseVatTable, toEurCents, type VatRules, vatFor } from './vat.ts';

const rules = (over: Partial<VatRules> = {}): VatRules => ({
  homeCountry: 'DE',
  homeRateBasisPoints: 1900,
  rates: { DE: 1900, FR: 2000, IT: 2200 },
  thresholdExceeded: false,
  unknownCountry: 'refuse',
  ...over,
});

describe('the VAT rate by the buyer country', () => {
  it('charges the home rate at home and in the EU below the threshold, none outside the EU', () => {
    expect(vatFor('de', rules())).toEqual({ country: 'DE', rateBasisPoints: 1900, scheme: 'home' });
    expect(vatFor('FR', rules())).toEqual({ country: 'FR', rateBasisPoints: 1900, scheme: 'below-threshold' });
    expect(vatFor('US', rules())).toEqual({ country: 'US', rateBasisPoints: 0, scheme: 'outside-eu' });
  });

  it('refuses a buyer without a country, or bills the home rate with Germany as the VAT country when configured so', () => {
    const refused = { refused: 'Please choose your country: the VAT on your invoice depends on where you live.' };
    expect(vatFor(null, rules())).toEqual(refused);
    expect(vatFor('  ', rules({ thresholdExceeded: true }))).toEqual(refused);
    expect(vatFor(null, rules({ unknownCountry: 'home' }))).toEqual({
      country: 'DE',
      rateBasisPoints: 1900,
      scheme: 'no-country',
    });
  });

  it("charges the destination's rate above the threshold", () => {
    expect(vatFor('FR', rules({ thresholdExceeded: true }))).toMatchObject({ rateBasisPoints: 2000, scheme: 'oss' });
    expect(vatFor('IT', rules({ thresholdExceeded: true }))).toMatchObject({ rateBasisPoints: 2200 });
    expect(vatFor('DE', rules({ thresholdExceeded: true }))).toMatchObject({ rateBasisPoints: 1900, scheme: 'home' });
  });

  it('refuses an EU country without a rate, or bills it at home when configured so', () => {
    expect(vatFor('HR', rules())).toEqual({
      refused: 'We cannot sell to Croatia at the moment: the VAT rate for it is not set up. Please contact us.',
    });
    expect(vatFor('HR', rules({ unknownCountry: 'home' }))).toMatchObject({
      rateBasisPoints: 1900,
      scheme: 'no-rate-home',
    });
  });
});

describe('the configured table and the euro figures', () => {
  it('reads "FR=20;IT=22.5", the built-in table when empty, and nothing else', () => {
    expect(parseVatTable('FR=20; it:22.5')).toEqual({ FR: 2000, IT: 2250 });
    expect(parseVatTable('')?.FR).toBe(2000);
    expect(Object.keys(parseVatTable(undefined) ?? {})).toHaveLength(27);
    expect(parseVatTable('France 20')).toBeNull();
  });

  it('converts to euro cents half up and writes euros', () => {
    const rate = { currency: 'USD', eurPerUnit: '0.92', date: '2026-12-01' };
    expect(toEurCents(2060, rate)).toBe(1895);
    expect(toEurCents(833, rate)).toBe(766);
    expect(toEurCents(-833, rate)).toBe(-766);
    expect(formatEuros(1234567)).toBe('EUR 12,345.67');
    expect(formatEuros(-766)).toBe('-EUR 7.66');
    expect(countryName('fr')).toBe('France');
  });
});
