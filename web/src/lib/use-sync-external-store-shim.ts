/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself (vite.config.ts points
 * the package's shim here). TanStack Router's store imports the shim's `with-selector`, and the shim
 * is a fallback for React 17 and older that this app never runs on.
 */
export { useSyncExternalStore } from 'react';
