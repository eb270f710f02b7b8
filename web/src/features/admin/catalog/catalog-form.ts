import { CreateAnimationInputSchema } from '@dtm/shared/animations';
import {
  CATALOG_MESSAGES,
  CatalogDescriptionInputSchema,
  type CatalogKind,
  CatalogTagsInputSchema,
  centsToDollarText,
  PriceDollarsInputSchema,
  tagsFromText,
} from '@dtm/shared/catalog';
import { requiredText } from '@dtm/shared/common';
import { ANIMATION_CATEGORIES } from '@dtm/shared/constants';
import { z } from 'zod';
import type { CatalogItem } from '../api/catalog';

/** What the item dialog holds: text as typed, prices in dollars. `variationPrice` is the animations' only. */
export type CatalogFormValues = {
  name: string;
  description: string;
  category: string;
  tags: string;
  price: string;
  variationPrice: string;
};

export const EMPTY_CATALOG_FORM: CatalogFormValues = {
  name: '',
  description: '',
  category: '',
  tags: '',
  price: '',
  variationPrice: '4.99',
};

/** The API's field names under the form's: prices are cents there, dollars here. */
export const SERVER_FIELDS = {
  name: 'name',
  description: 'description',
  category: 'category',
  tags: 'tags',
  basePriceCents: 'price',
  priceCents: 'price',
  variationPriceCents: 'variationPrice',
} as const;

/** The item's values in the dialog (empty for a new one). */
export function formValuesOf(item: CatalogItem | null): CatalogFormValues {
  if (!item) return EMPTY_CATALOG_FORM;
  const animation = 'basePriceCents' in item;
  return {
    name: item.name,
    description: item.description,
    category: item.category,
    tags: item.tags.join(', '),
    price: centsToDollarText(animation ? item.basePriceCents : item.priceCents),
    variationPrice: animation ? centsToDollarText(item.variationPriceCents) : '',
  };
}

/**
 * The dialog's checks: the shared schemas' rules and words, with prices typed in dollars. A new
 * animation cannot be a background (they are sold in one place); an old one may keep that category.
 */
export function catalogFormSchema(kind: CatalogKind, editing: boolean) {
  const common = {
    name: requiredText(100),
    description: CatalogDescriptionInputSchema,
    tags: z.string().transform(tagsFromText).pipe(CatalogTagsInputSchema),
    price: PriceDollarsInputSchema,
  };
  if (kind === 'background') {
    return z.object({
      ...common,
      category: requiredText(50, CATALOG_MESSAGES.categoryRequired),
      variationPrice: z.string(),
    });
  }
  return z.object({
    ...common,
    category: editing ? z.enum(ANIMATION_CATEGORIES) : CreateAnimationInputSchema.shape.category,
    variationPrice: PriceDollarsInputSchema,
  });
}

export type CatalogFormOutput = z.output<ReturnType<typeof catalogFormSchema>>;

/** The body of POST /api/admin/{kind}s, or of PATCH with only what changed (null when nothing did). */
export function catalogBody(kind: CatalogKind, values: CatalogFormOutput, before: CatalogItem | null) {
  const full: Record<string, unknown> =
    kind === 'animation'
      ? {
          name: values.name,
          description: values.description,
          category: values.category,
          tags: values.tags,
          basePriceCents: values.price,
          variationPriceCents: values.variationPrice,
        }
      : {
          name: values.name,
          description: values.description,
          category: values.category.toLowerCase(),
          tags: values.tags,
          priceCents: values.price,
        };
  if (!before) return full;
  const changed = Object.entries(full).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify((before as Record<string, unknown>)[key]),
  );
  return changed.length > 0 ? Object.fromEntries(changed) : null;
}
