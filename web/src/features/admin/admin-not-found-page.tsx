import { Link } from '@tanstack/react-router';
import { LayoutDashboard } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { AdminPageHeader } from './components/admin-page-header';

/** An /admin/* path with no page (spec section 2): said plainly, with the way back to the dashboard. */
export function AdminNotFoundPage() {
  return (
    <div>
      <AdminPageHeader title="404 Page Not Found" intro="Did you forget to add the page to the router?" />
      <Button asChild>
        <Link to="/admin/dashboard">
          <LayoutDashboard aria-hidden="true" className="size-5" />
          Go to the dashboard
        </Link>
      </Button>
    </div>
  );
}
