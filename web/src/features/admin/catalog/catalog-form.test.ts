import type { AdminAnimation, AdminBackground } from '@dtm/shared/catalog';
import { describe, expect, it } from 'vitest';
import { catalogBody, catalogFormSchema, EMPTY_CATALOG_FORM, formValuesOf } from './catalog-form';

const animation: AdminAnimation = {
  id: 'a1',
  name: 'Moon Hop',
  description: '',
  category: 'effect',
  tags: ['moon'],
  basePriceCents: 899,
  variationPriceCents: 499,
  thumbnailUrl: null,
  previewUrl: null,
  soldFileUrl: null,
  active: false,
  sortOrder: 0,
  owners: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const messages = (kind: 'animation' | 'background', values: object, editing = false) => {
  const result = catalogFormSchema(kind, editing).safeParse({ ...EMPTY_CATALOG_FORM, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the catalog item dialog', () => {
  it('takes dollars and sends cents, with tags from the comma list', () => {
    const values = catalogFormSchema('animation', false).parse({
      ...EMPTY_CATALOG_FORM,
      name: 'Moon Hop',
      category: 'effect',
      tags: 'moon, hop, moon',
      price: '8.99',
    });
    expect(catalogBody('animation', values, null)).toEqual({
      name: 'Moon Hop',
      description: '',
      category: 'effect',
      tags: ['moon', 'hop'],
      basePriceCents: 899,
      variationPriceCents: 499,
    });
  });

  it('says what the API would say about prices and categories', () => {
    expect(messages('animation', { name: 'x', category: 'effect', price: '-2' })).toEqual({
      price: 'Prices cannot be negative.',
    });
    expect(messages('animation', { name: 'x', category: 'effect', price: '1.999' })).toEqual({
      price: 'Prices are whole cents: a price cannot have a fraction of a cent.',
    });
    expect(messages('animation', { name: 'x', category: 'background', price: '7.99' })).toEqual({
      category: 'Backgrounds are sold in the background marketplace only: add this one under Backgrounds instead.',
    });
    expect(messages('background', { name: 'x', price: '2.99', variationPrice: '' })).toEqual({
      category: 'Please choose a category.',
    });
  });

  it('sends only what changed when editing, and nothing when nothing did', () => {
    const schema = catalogFormSchema('animation', true);
    const same = schema.parse(formValuesOf(animation));
    expect(catalogBody('animation', same, animation)).toBeNull();
    const cheaper = schema.parse({ ...formValuesOf(animation), price: '7.49' });
    expect(catalogBody('animation', cheaper, animation)).toEqual({ basePriceCents: 749 });
  });

  it('shows a background price in dollars and keeps its category lower-case', () => {
    const { basePriceCents: _base, variationPriceCents: _variation, ...shared } = animation;
    const background: AdminBackground = { ...shared, category: 'nature', priceCents: 299 };
    expect(formValuesOf(background)).toMatchObject({ price: '2.99', variationPrice: '', category: 'nature' });
    const values = catalogFormSchema('background', true).parse({ ...formValuesOf(background), category: 'Fantasy' });
    expect(catalogBody('background', values, background)).toEqual({ category: 'fantasy' });
  });
});
