import { createFileRoute } from '@tanstack/react-router';
import { adminDevicesQueryOptions } from '../../features/admin/api/devices';
import { DevicesPage } from '../../features/admin/devices/devices-page';

export const Route = createFileRoute('/admin/devices')({
  loader: ({ context }) => context.queryClient.prefetchQuery(adminDevicesQueryOptions()),
  component: DevicesPage,
});
