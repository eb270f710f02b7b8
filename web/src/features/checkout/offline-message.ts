/** Said whenever checkout or payment is tried without a connection (decisions.md "Offline"). */
export const OFFLINE_MESSAGE =
  'You are offline. Checkout and payment need an internet connection: please reconnect and try again.';
