/**
 * The back office's catalog (animations and backgrounds): prices in whole cents, tags, the
 * order the marketplaces list them in, and the three files each item has. The words the admin
 * reads when something is refused live here once, for the form and the API alike.
 */
import { z } from 'zod';
import { generic, IdSchema, MediaUrlSchema, says, TimestampSchema } from './common.ts';
import { MESSAGES } from './messages.ts';
import { personText } from './text.ts';

/** Card payments start at 50 cents; a catalog price is between that and $10,000. */
export const CATALOG_PRICE_LIMITS = { minCents: 50, maxCents: 1_000_000 } as const;

export const CATALOG_MESSAGES = {
  priceNotCents: 'Prices are whole numbers of cents (499 is $4.99).',
  priceFraction: 'Prices are whole cents: a price cannot have a fraction of a cent.',
  priceNegative: 'Prices cannot be negative.',
  priceTooLow: 'Prices must be at least $0.50, the smallest amount a card can be charged.',
  priceTooHigh: 'Prices must be at most $10,000.00.',
  priceDollars: 'Please enter the price in dollars, like 4.99.',
  /** Decided in issue 22: a background is sold in one place, the background marketplace. */
  backgroundCategory:
    'Backgrounds are sold in the background marketplace only: add this one under Backgrounds instead.',
  categoryRequired: 'Please choose a category.',
  tagTooLong: 'Each tag must be at most 40 characters.',
  tooManyTags: 'An item can have at most 20 tags.',
  nothingToChange: 'Nothing to change: send at least one field.',
  needsSoldFile: 'Upload the file that is sold before putting this item on sale.',
  orderChanged: 'The list changed while you were sorting it. Please reload the page and try again.',
  notFound: { animation: 'Animation not found.', background: 'Background not found.' },
  fileMissing: 'This item has no file to sell yet.',
  fileRequired: 'Please choose a file to upload.',
  uploadIncomplete: 'The upload was cut off before the whole file arrived. Please try again.',
} as const;

/** Which of an item's files an upload replaces: the public thumbnail and preview, or the private sold file. */
export const CATALOG_FILE_SLOTS = ['thumbnail', 'preview', 'file'] as const;
export type CatalogFileSlot = (typeof CATALOG_FILE_SLOTS)[number];
export type CatalogKind = 'animation' | 'background';

const PICTURES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const VIDEOS = ['video/mp4', 'video/webm'] as const;
export type CatalogMediaType = (typeof PICTURES)[number] | (typeof VIDEOS)[number];

type FileRule = {
  label: string;
  types: readonly CatalogMediaType[];
  maxBytes: number;
  /** Said when the bytes (or, in the browser, the declared type) are something else. */
  wrongType: string;
  tooLarge: string;
};

const MB = 1024 * 1024;
const picture = (label: string, what: string): FileRule => ({
  label,
  types: PICTURES,
  maxBytes: 10 * MB,
  wrongType: `${what} must be a PNG, JPEG or WebP picture.`,
  tooLarge: `${what} must be 10 MB or less.`,
});
const video = (label: string, what: string, maxMb: number): FileRule => ({
  label,
  types: VIDEOS,
  maxBytes: maxMb * MB,
  wrongType: `${what} must be an MP4 or WebM video.`,
  tooLarge: `${what} must be ${maxMb} MB or less.`,
});
const pictureOrVideo = (label: string, what: string): FileRule => ({
  label,
  types: [...PICTURES, ...VIDEOS],
  maxBytes: 100 * MB,
  wrongType: `${what} must be a PNG, JPEG or WebP picture, or an MP4 or WebM video.`,
  tooLarge: `${what} must be 100 MB or less.`,
});

/**
 * What each file of an item may be, judged on the server from its bytes. An animation's preview
 * and sold file are videos. A background is a still picture or a moving scene (the animated
 * backgrounds that moved over from the animation marketplace are videos), so its preview and
 * sold file may be either; anything else (a PDF, a web page, a renamed program) is refused.
 */
export const CATALOG_FILE_RULES: Record<CatalogKind, Record<CatalogFileSlot, FileRule>> = {
  animation: {
    thumbnail: picture('Thumbnail', 'The thumbnail'),
    preview: video('Preview clip', 'The preview clip', 25),
    file: video('File that is sold', 'The file that is sold', 100),
  },
  background: {
    thumbnail: picture('Thumbnail', 'The thumbnail'),
    preview: pictureOrVideo('Preview', 'The preview'),
    file: pictureOrVideo('File that is sold', 'The file that is sold'),
  },
};

/**
 * A chosen file checked in the browser before it is sent (the declared type and the size): the
 * rule's message, or null. The server judges the bytes again; this only spares a wasted upload.
 */
export function catalogFileProblem(
  kind: CatalogKind,
  slot: CatalogFileSlot,
  file: { type: string; size: number },
): string | null {
  const rule = CATALOG_FILE_RULES[kind][slot];
  if (file.size === 0) return MESSAGES.artworkEmpty;
  if (!(rule.types as readonly string[]).includes(file.type)) return rule.wrongType;
  return file.size > rule.maxBytes ? rule.tooLarge : null;
}

/** A price as the admin API takes it: integer cents, from 50 cents to $10,000. */
export const PriceCentsSchema = z
  .number(says(CATALOG_MESSAGES.priceNotCents))
  // One message per price: the first rule it breaks (abort), not every rule after it.
  .int({ ...says(CATALOG_MESSAGES.priceFraction), abort: true })
  .nonnegative({ ...says(CATALOG_MESSAGES.priceNegative), abort: true })
  .min(CATALOG_PRICE_LIMITS.minCents, says(CATALOG_MESSAGES.priceTooLow))
  .max(CATALOG_PRICE_LIMITS.maxCents, says(CATALOG_MESSAGES.priceTooHigh));

const DOLLAR_TEXT = /^(-)?(\d{1,9})(?:\.(\d*))?$/;

/**
 * A price typed in dollars in the back office ("4.99") as integer cents, checked as the API
 * checks it: "4.995" is a fraction of a cent, "-1" is negative, "abc" is no price.
 */
export const PriceDollarsInputSchema = z
  .string(generic)
  .trim()
  .min(1, says(MESSAGES.required))
  .transform((text, ctx) => {
    const match = DOLLAR_TEXT.exec(text);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: CATALOG_MESSAGES.priceDollars });
      return z.NEVER;
    }
    const [, minus, whole = '0', fraction = ''] = match;
    // "4.995" -> 499.5 cents, left for the cents check to call a fraction of a cent.
    const cents = Number(whole) * 100 + Number(`${fraction.slice(0, 2).padEnd(2, '0')}.${fraction.slice(2) || '0'}`);
    return minus ? -cents : cents;
  })
  .pipe(PriceCentsSchema);

/** Integer cents as the back office's price field shows them: 499 -> "4.99". */
export function centsToDollarText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${(cents % 100).toString().padStart(2, '0')}`;
}

/** Tags: cleaned, trimmed, at most 20 of up to 40 characters, each once. */
export const CatalogTagsInputSchema = z
  .array(personText(generic).trim().min(1).max(40, says(CATALOG_MESSAGES.tagTooLong)), generic)
  .max(20, says(CATALOG_MESSAGES.tooManyTags))
  .transform((tags) => [...new Set(tags)]);

/** "dance, dragon , dance" as the form's tag field holds them -> ["dance", "dragon"]. */
export function tagsFromText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** An item's description: cleaned and trimmed, line breaks kept; empty clears it. */
export const CatalogDescriptionInputSchema = personText(generic, { multiline: true }).trim().max(2000);

/** PUT /api/admin/{animations|backgrounds}/order: every item's id, in the new order. */
export const ReorderCatalogInputSchema = z.object(
  {
    ids: z
      .array(IdSchema, generic)
      .min(1)
      .max(1000)
      .refine((ids) => new Set(ids).size === ids.length, says(CATALOG_MESSAGES.orderChanged)),
  },
  generic,
);
export type ReorderCatalogInput = z.infer<typeof ReorderCatalogInputSchema>;

/** What the back office shows of any catalog item, whatever its kind. */
const adminItemFields = {
  id: IdSchema,
  name: z.string(generic),
  description: z.string(generic),
  tags: z.array(z.string(generic), generic),
  thumbnailUrl: MediaUrlSchema.nullable(),
  previewUrl: MediaUrlSchema.nullable(),
  /** The sold file for the admin to check (`/api/admin/<kind>s/:id/file`), null until one is uploaded. */
  soldFileUrl: MediaUrlSchema.nullable(),
  active: z.boolean(generic),
  sortOrder: z.number(generic).int(),
  /** Customers who bought it: they keep downloading it whatever happens to the item. */
  owners: z.number(generic).int().min(0),
  createdAt: TimestampSchema,
};

/** An item of the back office's catalog, as GET /api/admin/animations lists it. */
export const AdminAnimationSchema = z.object(
  {
    ...adminItemFields,
    category: z.string(generic),
    basePriceCents: z.number(generic).int(),
    variationPriceCents: z.number(generic).int(),
  },
  generic,
);
export type AdminAnimation = z.infer<typeof AdminAnimationSchema>;

/** An item of the back office's catalog, as GET /api/admin/backgrounds lists it. */
export const AdminBackgroundSchema = z.object(
  { ...adminItemFields, category: z.string(generic), priceCents: z.number(generic).int() },
  generic,
);
export type AdminBackground = z.infer<typeof AdminBackgroundSchema>;
