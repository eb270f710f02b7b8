/**
 * Every status and enum of the spec's section 4, and the catalog's fixed values (section 9),
 * one file per domain under `constants/`. This barrel keeps `@dtm/shared/constants` working;
 * a single domain is also `@dtm/shared/constants/<domain>`. No zod here: the web's first bundle uses it.
 */
export * from './constants/devices.ts';
export * from './constants/marketplace.ts';
export * from './constants/orders.ts';
export * from './constants/returns.ts';
export * from './constants/shop.ts';
export * from './constants/support-requests.ts';
export * from './constants/uploads.ts';
export * from './constants/user.ts';
export * from './constants/vouchers.ts';
