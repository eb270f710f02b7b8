import { type ComponentProps, lazy, Suspense } from 'react';

const LazyOrderPreview = lazy(() => import('./order-preview').then((module) => ({ default: module.OrderPreview })));

/**
 * The saved preview of an order, loaded when a page shows one. Lazy on purpose: the landing page
 * imports this feature for its preview section, and a static import here would put the player's
 * queries and the upload schemas (full zod) into the landing's first load.
 */
export function OrderPreview(props: ComponentProps<typeof LazyOrderPreview>) {
  return (
    <Suspense fallback={null}>
      <LazyOrderPreview {...props} />
    </Suspense>
  );
}
