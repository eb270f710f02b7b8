import { describe, expect, it } from 'vitest';
import { accepted, messageAt, NOW } from './testing.ts';
import {
  AdminVariationListQuerySchema,
  AdminVariationSchema,
  VARIATION_MAIL,
  VARIATION_STATUS_LABELS,
  VariationStatusSchema,
} from './variations.ts';

const variation = {
  id: 'var_1',
  variationName: 'Dragon in Space',
  status: 'being_made',
  animationName: 'Dancing Dragon',
  backgroundName: 'Outer Space',
  customerName: 'Anna',
  customerEmail: 'anna@example.com',
  purchasePrice: '8.98',
  videoUrl: null,
  size: null,
  deliveredAt: null,
  createdAt: NOW,
};

describe('VariationStatusSchema', () => {
  it('knows a variation being made and a ready one, each with a label', () => {
    expect(accepted(VariationStatusSchema, 'being_made')).toBe('being_made');
    expect(VariationStatusSchema.safeParse('delivered').success).toBe(false);
    expect(VARIATION_STATUS_LABELS).toEqual({ being_made: 'Being made', ready: 'Ready' });
  });
});

describe('AdminVariationListQuerySchema', () => {
  it('filters by status when one is chosen, and treats blanks as no filter', () => {
    expect(accepted(AdminVariationListQuerySchema, { status: 'being_made', search: ' anna ' })).toEqual({
      status: 'being_made',
      search: 'anna',
    });
    expect(accepted(AdminVariationListQuerySchema, { status: '', search: '  ' })).toEqual({
      status: undefined,
      search: undefined,
    });
    expect(AdminVariationListQuerySchema.safeParse({ status: 'shipped' }).success).toBe(false);
  });
});

describe('AdminVariationSchema', () => {
  it('accepts a variation being made and refuses one without its customer', () => {
    expect(accepted(AdminVariationSchema, variation).status).toBe('being_made');
    expect(messageAt(AdminVariationSchema, { ...variation, customerEmail: undefined }, 'customerEmail')).toBe(
      'Required',
    );
  });
});

describe('VARIATION_MAIL', () => {
  it("quotes the customer's own name for the variation in their ready mail", () => {
    expect(VARIATION_MAIL.readyBody('Night', 'Dancing Dragon')).toContain('"Night", your variation of Dancing Dragon');
  });
});
