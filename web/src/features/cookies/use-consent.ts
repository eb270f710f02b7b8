import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from '../../state/app-jotai';
import { allows, type ConsentCategory, consentAtom, makeConsent, type OptionalCategory } from './consent';

/**
 * Whether code of a category may run now. Later analytics or preference code checks this
 * (or `hasConsent` outside React) before it loads or stores anything.
 */
export function useConsent(category: ConsentCategory): boolean {
  return allows(useAtomValue(consentAtom), category);
}

/** The actions of the banner and the cookie policy page. */
export function useConsentActions() {
  const setConsent = useSetAtom(consentAtom);
  const save = useCallback(
    (choice: Record<OptionalCategory, boolean>) => setConsent(makeConsent(choice)),
    [setConsent],
  );
  return {
    acceptAll: useCallback(() => save({ preferences: true, analytics: true }), [save]),
    rejectNonEssential: useCallback(() => save({ preferences: false, analytics: false }), [save]),
    save,
  };
}
