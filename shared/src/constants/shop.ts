/** The shop itself: its name, place and the numbers its pages quote. */

export const SHOP = {
  name: 'Drawings-to-Magic',
  tagline: 'Turn Drawings Into Magic',
  location: 'Hamburg, Germany',
  copyrightYear: 2024,
  returnDays: 60,
  /** The satisfaction guarantee (spec's limits table): a full refund on return; the 60 days include it. */
  satisfactionDays: 30,
  statutoryWithdrawalDays: 14,
  recentOrdersOnDashboard: 5,
  orderShortIdLength: 8,
} as const;

/**
 * The operator's postal address (the legal notice and the return label). A placeholder until the
 * registered details go in here before launch; every page and label follows.
 */
export const SHOP_ADDRESS = {
  company: `${SHOP.name} GmbH`,
  street: 'Musterstraße 1',
  postcodeCity: '20095 Hamburg',
  country: 'Germany',
} as const;
