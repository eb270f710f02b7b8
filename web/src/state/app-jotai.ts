/**
 * The one door to jotai: UI state lives in atoms declared here or imported through here,
 * so a later store swap (or a scoped provider) touches a single module.
 */
import { atom } from 'jotai';

export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';

/** Whether the phone navigation panel under the top bar is open. */
export const mobileMenuOpenAtom = atom(false);
