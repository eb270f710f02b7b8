/** What other features may use of the uploads. */
export { orderArtworkQueryOptions } from './api/get-order-artwork';
