import { z } from 'zod';

/** Where a library file came from: a USB drive, or the paired account's library (by its id there). */
export const SourceSchema = z.discriminatedUnion('kind', [
  /** `size` is the file's size on the drive (a converted copy's own size differs). */
  z.object({ kind: z.literal('usb'), path: z.string().max(4096), size: z.number().int().nonnegative().optional() }),
  z.object({ kind: z.literal('download'), remoteId: z.string().max(140) }),
]);
export type Source = z.infer<typeof SourceSchema>;

/** One animation in the library. The file is `files/<sha256>.<container>`: content-addressed. */
export const EntrySchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string().max(200),
  size: z.number().int().nonnegative(),
  container: z.enum(['mp4', 'webm']),
  /** Read from the container header; null when it does not say. */
  durationMs: z.number().int().nonnegative().nullable(),
  source: SourceSchema,
  addedAt: z.iso.datetime(),
});
export type Entry = z.infer<typeof EntrySchema>;

export const IndexSchema = z.object({ version: z.literal(1), entries: z.array(EntrySchema) });
export type LibraryIndex = z.infer<typeof IndexSchema>;

export const EMPTY_INDEX: LibraryIndex = { version: 1, entries: [] };

/** The file name an entry is stored under. */
export function fileNameOf(entry: Pick<Entry, 'sha256' | 'container'>): string {
  return `${entry.sha256}.${entry.container}`;
}
