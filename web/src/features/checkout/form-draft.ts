/**
 * Half-filled checkout forms survive a refresh: kept per tab in sessionStorage (gone when the
 * tab closes), only as plain strings, and never anything about the card.
 */
import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft's string fields among `fields`; anything else is ignored. */
export function readDraft<Field extends string>(
  key: string,
  fields: readonly Field[],
  storage: Pick<Storage, 'getItem'> | null = sessionStore(),
): Partial<Record<Field, string>> {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const draft: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const text: unknown = (value as Record<string, unknown>)[field];
    if (typeof text === 'string') draft[field] = text;
  }
  return draft;
}

export function writeDraft(key: string, values: object, storage: Pick<Storage, 'setItem'> | null = sessionStore()) {
  try {
    storage?.setItem(key, JSON.stringify(values));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

/** Saves the form's values under `key` whenever they change. */
export function useSaveDraft<Values extends FieldValues>(key: string, watch: UseFormWatch<Values>) {
  useEffect(() => {
    const subscription = watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, watch]);
}
