/** The shop itself: its name, place and the numbers its pages quote. */

export const SHOP = {
  name: 'Drawings-to-Magic',
  tagline: 'Turn Drawings Into Magic',
  location: 'Hamburg, Germany',
  copyrightYear: 2024,
  returnDays: 60,
  statutoryWithdrawalDays: 14,
  recentOrdersOnDashboard: 5,
  orderShortIdLength: 8,
} as const;
