/** What other features may use of the marketplace: the catalog and the purchase steps. */
export { backgroundsQueryOptions } from './api/get-catalog';
export { PurchaseDialog } from './purchase/purchase-dialog';
export { type AuthenticationSearch, useAuthenticationReturn } from './purchase/use-authentication-return';
export { type PurchaseFlow, type PurchaseSteps, usePurchaseFlow } from './purchase/use-purchase-flow';
