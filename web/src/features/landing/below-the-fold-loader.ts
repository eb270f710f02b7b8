/** The sections below the hero, loaded once (landing-page.tsx renders them, boot.tsx loads them ahead of the takeover). */
let loading: Promise<typeof import('./below-the-fold')> | null = null;

export function loadBelowTheFold(): Promise<typeof import('./below-the-fold')> {
  loading ??= import('./below-the-fold');
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
