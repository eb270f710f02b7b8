import { describe, expect, it } from 'vitest';
import { optionalText, personName, requiredText } from './common.ts';
import { MESSAGES } from './messages.ts';
import { CreateCharacterOrderInputSchema, ShippingAddressSchema } from './orders.ts';
import { CreateSupportRequestInputSchema } from './support-requests.ts';
import { messageAt } from './testing.ts';
import { cleanText, personText } from './text.ts';

describe('cleanText', () => {
  it('drops NUL, other control characters, the right-to-left override and lone surrogates', () => {
    expect(cleanText('Mia\u0000 \u202EParent\uD800')).toBe('Mia Parent');
    expect(cleanText('\u0007Ben\u001B[31m\u007F\u0085')).toBe('Ben[31m ');
    expect(cleanText('\uDC00Ada\u2066\u2069\uFEFF\u00AD')).toBe('Ada');
  });

  it('keeps well-formed text of any script, emoji with their joiners, and Persian zero-width non-joiners', () => {
    expect(cleanText('Zoë 山田 🐉 👩\u200D👧')).toBe('Zoë 山田 🐉 👩\u200D👧');
    expect(cleanText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    // Next to Latin letters a joiner joins nothing: it only hides in the name.
    expect(cleanText('Mi\u200Da\u200C')).toBe('Mia');
  });

  it('turns tabs and line breaks of a one-line field into spaces', () => {
    expect(cleanText('Mia\tParent\r\nJr\u2028')).toBe('Mia Parent Jr ');
  });

  it('keeps tabs and line breaks of a multi-line field, with every line break as \\n', () => {
    expect(cleanText('Hello\r\n\tworld\u0000\rbye\u2029', { multiline: true })).toBe('Hello\n\tworld\nbye\n');
  });
});

describe('text a person typed, in the schemas', () => {
  it('checks the length of what is left after cleaning', () => {
    const schema = personText().max(3);
    expect(schema.parse('ab\u0000\u202E\u0001c')).toBe('abc');
    expect(schema.safeParse('abcd').success).toBe(false);
  });

  it('refuses a name that is only invisible characters with the message of a name too short', () => {
    const schema = personName(MESSAGES.nameTooShort);
    expect(messageAt(schema, '\u202E\u0000\uD800 ')).toBe(MESSAGES.nameTooShort);
    expect(messageAt(requiredText(10, MESSAGES.orderNumberRequired), '\u200B\u0000')).toBe(
      MESSAGES.orderNumberRequired,
    );
    expect(optionalText(10).parse('\u202E ')).toBeUndefined();
  });

  it('cleans the names and the message of the contact form but keeps its line breaks', () => {
    const input = CreateSupportRequestInputSchema.parse({
      customerName: 'Mia\u0000 \u202EParent\uD800',
      customerEmail: 'mia@example.com',
      subject: 'other',
      message: 'Line one\u202E\nLine\ttwo\u0000',
    });
    expect(input.customerName).toBe('Mia Parent');
    expect(input.message).toBe('Line one\nLine\ttwo');
  });

  it('cleans the name, the character name and the shipping address of an order', () => {
    const order = CreateCharacterOrderInputSchema.parse({
      customerName: '\u202EMia Parent',
      customerEmail: 'mia@example.com',
      characterName: 'Spark\u0000y\uD800',
    });
    expect(order).toMatchObject({ customerName: 'Mia Parent', characterName: 'Sparky' });
    const address = ShippingAddressSchema.parse({
      name: 'Mia\u202E Parent',
      line1: '1 Main\tStreet',
      city: 'Hamburg\u0000',
      postalCode: '20095',
      country: 'de',
    });
    expect(address).toMatchObject({ name: 'Mia Parent', line1: '1 Main Street', city: 'Hamburg' });
  });
});
