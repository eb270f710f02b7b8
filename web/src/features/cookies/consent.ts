/**
 * The visitor's cookie choice: necessary storage always, preferences and analytics only with
 * consent. Kept in localStorage so it survives reloads; nothing non-essential may run until
 * `hasConsent` / `useConsent` say yes.
 */
import { atom } from '../../state/app-jotai';

export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'analytics'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

export type ConsentChoice = {
  /** Bumped when the categories change, so visitors are asked again. */
  version: 1;
  preferences: boolean;
  analytics: boolean;
  /** When the choice was made (ISO 8601), shown on the cookie policy page. */
  decidedAt: string;
};

export const CONSENT_STORAGE_KEY = 'dtm-cookie-consent';
const VERSION = 1;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved choice, or null when none was made (or what is saved is not a choice we know). */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { version, preferences, analytics, decidedAt } = value as Record<string, unknown>;
    if (version !== VERSION || typeof preferences !== 'boolean' || typeof analytics !== 'boolean') return null;
    if (typeof decidedAt !== 'string') return null;
    return { version: VERSION, preferences, analytics, decidedAt };
  } catch {
    return null;
  }
}

export function readConsent(storage: StorageLike | null = browserStorage()): ConsentChoice | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** A new choice for the optional categories, stamped now. */
export function makeConsent(choice: Record<OptionalCategory, boolean>, now = new Date()): ConsentChoice {
  return {
    version: VERSION,
    preferences: choice.preferences,
    analytics: choice.analytics,
    decidedAt: now.toISOString(),
  };
}

/** Whether a category may run under a choice; necessary storage always may, the rest never before a choice. */
export function allows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return choice?.[category] === true;
}

/** For code outside React (a future analytics loader): the saved choice, read now. */
export function hasConsent(category: ConsentCategory): boolean {
  return allows(readConsent(), category);
}

const storedConsentAtom = atom<ConsentChoice | null>(readConsent());
// Another tab changed the choice: follow it.
storedConsentAtom.onMount = (set) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) set(readConsent());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The current choice (null until one is made); writing it saves it, writing null forgets it. */
export const consentAtom = atom(
  (get) => get(storedConsentAtom),
  (_get, set, next: ConsentChoice | null) => {
    const storage = browserStorage();
    try {
      if (next) storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(next));
      else storage?.removeItem(CONSENT_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the choice holds for this visit only.
    }
    set(storedConsentAtom, next);
  },
);
