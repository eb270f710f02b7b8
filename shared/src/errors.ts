import { z } from 'zod';
import { generic } from './common.ts';

/** The one JSON shape every failed API call answers with; the web shows `error`. */
export const ApiErrorBodySchema = z.object(
  {
    error: z.string(generic).min(1),
    code: z.string(generic).optional(),
    requestId: z.string(generic).optional(),
    /** Field-level messages of a refused body, keyed by the field's dotted path. */
    fields: z.record(z.string(generic), z.array(z.string(generic), generic), generic).optional(),
  },
  generic,
);
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** The answers that belong to no capability: a failure on our side, a shop not yet set up, a missing file. */
export const ERROR_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again; if it keeps happening, contact support.',
  unreadable: 'The request could not be read.',
  notConfigured: 'The shop is not available right now because it is being set up. Please try again later.',
  fileNotFound: 'This file does not exist.',
} as const;
