import { z } from 'zod';
import { generic, optionalText } from './common.ts';

/** ?search= on the admin lists (orders, frames, characters); blank means no filter. */
export const AdminSearchQuerySchema = z.object({ search: optionalText(200) }, generic);
export type AdminSearchQuery = z.infer<typeof AdminSearchQuerySchema>;
