import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageLoadFailed } from '../shell/page-load-failed';
import { AdminAccessRefusedError } from './admin-access';
import { AdminRefusalPage } from './admin-refusal-page';

/** The /admin routes' error view: the refusal page for customers, else the retry page. */
export function AdminRouteError({ error }: ErrorComponentProps) {
  if (error instanceof AdminAccessRefusedError) return <AdminRefusalPage user={error.user} />;
  return <PageLoadFailed />;
}
