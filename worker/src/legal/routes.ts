import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { presentSeller, sellerFrom } from '../invoices/seller';

/** /api/legal/seller: who sells (the Legal Notice shows the same details as the invoices). */
export const legalRoutes = new Hono<AppEnv>().get('/seller', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(presentSeller(sellerFrom(c.env)));
});
