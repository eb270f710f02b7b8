/** Text a person typed, cleaned once here so the form and the API store the same, visible characters. */
import { z } from 'zod';

/** Every way a line can end (CR LF, CR, VT, FF, NEL, the Unicode line and paragraph separators). */
const LINE_BREAKS = /\r\n?|[\n\v\f\u0085\u2028\u2029]/g;

/**
 * Control (Cc) and format (Cf) characters and lone surrogates (Cs): NUL, escape codes, the bidi
 * overrides that show a name backwards, zero-width spaces. Tabs and line feeds are dealt with
 * before; the two joiners are judged by STRAY_JOINERS.
 */
const INVISIBLE = /(?![\t\n\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}]/gu;

/**
 * A zero-width joiner or non-joiner next to ASCII or at an edge. Between two non-ASCII characters
 * they are spelling (Persian, Indic scripts) or make one emoji of several (👩‍👧), so they stay.
 */
const STRAY_JOINERS = /(?<!\P{ASCII})[\u200C\u200D]+|[\u200C\u200D]+(?!\P{ASCII})/gu;

export type CleanTextOptions = {
  /** A message or note: tabs and line breaks are kept (as `\n`); elsewhere they become spaces. */
  multiline?: boolean;
};

/** Removes control and format characters and lone surrogates from text a person typed. */
export function cleanText(text: string, { multiline = false }: CleanTextOptions = {}): string {
  const lines = text.replace(LINE_BREAKS, '\n');
  const spaced = multiline ? lines : lines.replace(/[\t\n]/g, ' ');
  return spaced.replace(INVISIBLE, '').replace(STRAY_JOINERS, '');
}

/**
 * A string schema for text a person typed: cleaned first, so `.trim()`, `.min()` and `.max()` that
 * follow count what is stored, and a name of invisible characters only reads as empty.
 */
export function personText(params?: Parameters<typeof z.string>[0], options?: CleanTextOptions) {
  return z.string(params).overwrite((text) => cleanText(text, options));
}
