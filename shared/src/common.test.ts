import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DollarsSchema,
  EmailInputSchema,
  EmailSchema,
  generic,
  IdSchema,
  JsonObjectSchema,
  MediaUrlSchema,
  optionalText,
  PositiveCentsInputSchema,
  personName,
  requiredText,
  TimestampSchema,
  UuidSchema,
} from './common.ts';
import { accepted, messageAt, NOW, ORDER_ID } from './testing.ts';

describe('generic messages', () => {
  it('says "Required" for a missing field and "Invalid input" for a wrong one', () => {
    const schema = z.object({ name: z.string(generic), count: z.number(generic) }, generic);
    expect(messageAt(schema, { count: 1 }, 'name')).toBe('Required');
    expect(messageAt(schema, { name: 'x', count: 'one' }, 'count')).toBe('Invalid input');
    expect(messageAt(schema, null)).toBe('Required');
  });

  it("gives a check without its own message the schema's generic message", () => {
    // Relies on zod >= 4.6 passing a schema's error map to its checks; this fails loudly if that changes.
    expect(messageAt(z.string(generic).max(3), 'abcd')).toBe('Invalid input');
    expect(messageAt(z.string(generic).trim().min(1), '   ')).toBe('Required');
  });
});

describe('primitives', () => {
  it('accepts ids, uuids and timestamps as the API sends them', () => {
    expect(accepted(IdSchema, 'usr_1')).toBe('usr_1');
    expect(accepted(UuidSchema, ORDER_ID)).toBe(ORDER_ID);
    expect(accepted(TimestampSchema, NOW)).toBe(NOW);
    expect(accepted(TimestampSchema, '2025-08-14T12:00:00+02:00')).toBe('2025-08-14T12:00:00+02:00');
  });

  it('refuses malformed ids, uuids and timestamps', () => {
    expect(messageAt(IdSchema, '')).toBe('Required');
    expect(messageAt(UuidSchema, 'not-a-uuid')).toBe('Invalid input');
    expect(messageAt(TimestampSchema, '14.08.2025')).toBe('Invalid input');
    expect(messageAt(TimestampSchema, '2025-08-14T10:00:00')).toBe('Invalid input');
  });

  it('shows money as dollars with exactly 2 decimals', () => {
    expect(accepted(DollarsSchema, '129.00')).toBe('129.00');
    expect(accepted(DollarsSchema, '0.00')).toBe('0.00');
    expect(messageAt(DollarsSchema, '129')).toBe('Invalid input');
    expect(messageAt(DollarsSchema, '129.5')).toBe('Invalid input');
    expect(messageAt(DollarsSchema, 129)).toBe('Invalid input');
  });

  it('keeps JSON columns as objects', () => {
    expect(accepted(JsonObjectSchema, { speed: 2 })).toEqual({ speed: 2 });
    expect(messageAt(JsonObjectSchema, [1, 2])).toBe('Invalid input');
  });
});

describe('EmailInputSchema', () => {
  it('trims and lower-cases what a person typed', () => {
    expect(accepted(EmailInputSchema, '  Anna.Berg@Example.COM ')).toBe('anna.berg@example.com');
  });

  it.each(['', 'anna', 'anna@', '@example.com', 'anna berg@example.com', undefined, 42])(
    'refuses %s with the spec message',
    (value) => {
      expect(messageAt(EmailInputSchema, value)).toBe('Please enter a valid email address');
    },
  );

  it('accepts a stored address and refuses a broken one', () => {
    expect(accepted(EmailSchema, 'anna@example.com')).toBe('anna@example.com');
    expect(messageAt(EmailSchema, 'anna')).toBe('Invalid input');
  });
});

describe('text helpers', () => {
  it('personName trims and needs 2 characters', () => {
    const schema = personName('Name must be at least 2 characters');
    expect(accepted(schema, '  Jo ')).toBe('Jo');
    expect(messageAt(schema, ' J ')).toBe('Name must be at least 2 characters');
    expect(messageAt(schema, undefined)).toBe('Name must be at least 2 characters');
    expect(messageAt(schema, 'x'.repeat(101))).toBe('Invalid input');
  });

  it('requiredText refuses blanks with its message and long text generically', () => {
    const schema = requiredText(5, 'Order number is required');
    expect(accepted(schema, ' A1 ')).toBe('A1');
    expect(messageAt(schema, '   ')).toBe('Order number is required');
    expect(messageAt(schema, '123456')).toBe('Invalid input');
    expect(messageAt(requiredText(5), '')).toBe('Required');
  });

  it('optionalText turns blank and null into undefined', () => {
    const schema = optionalText(10);
    expect(accepted(schema, '  hi ')).toBe('hi');
    expect(accepted(schema, '   ')).toBeUndefined();
    expect(accepted(schema, null)).toBeUndefined();
    expect(accepted(schema, undefined)).toBeUndefined();
    expect(messageAt(schema, 'x'.repeat(11))).toBe('Invalid input');
  });
});

describe('MediaUrlSchema', () => {
  it.each(['/objects/uploads/abc.png', 'https://cdn.example.com/a.mp4', 'http://localhost:8787/objects/x'])(
    'accepts %s',
    (url) => {
      expect(accepted(MediaUrlSchema, url)).toBe(url);
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x', '/\\evil.example', 'objects/x', '/a b'])(
    'refuses %s',
    (url) => {
      expect(messageAt(MediaUrlSchema, url)).toBe('Invalid input');
    },
  );
});

describe('PositiveCentsInputSchema', () => {
  it('turns typed dollars into cents', () => {
    expect(accepted(PositiveCentsInputSchema, '4.99')).toBe(499);
    expect(accepted(PositiveCentsInputSchema, 4.99)).toBe(499);
    expect(accepted(PositiveCentsInputSchema, '129')).toBe(12900);
  });

  it.each([
    ['0', 'Invalid input'],
    ['-1', 'Invalid input'],
    ['12.345', 'Invalid input'],
    ['abc', 'Invalid input'],
    ['', 'Required'],
    [undefined, 'Required'],
  ])('refuses %s with "%s"', (value, message) => {
    expect(messageAt(PositiveCentsInputSchema, value)).toBe(message);
  });
});
