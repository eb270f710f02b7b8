import type { Order } from '@dtm/shared/orders';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-client';
import { useUploadLinkAction } from '../api/orders';
import { formatDateTime } from './order-format';

/** The order's upload link for a paid order: until when it works, extend it by 30 days, or send it again. */
export function UploadLinkActions({ order }: { order: Order }) {
  const action = useUploadLinkAction(order.id);
  if (order.paymentStatus !== 'paid' || !order.uploadExpiresAt) return null;
  const expiresAt = action.data?.order.uploadExpiresAt ?? order.uploadExpiresAt;
  const expired = Date.parse(expiresAt) <= Date.now();
  return (
    <section aria-labelledby="upload-link-heading" className="grid gap-3 rounded-2xl bg-paper-deep p-4">
      <h3 id="upload-link-heading" className="font-display text-lg font-extrabold">
        Upload link
      </h3>
      <p className="text-sm">
        {expired ? 'Expired' : 'Works until'} {formatDateTime(expiresAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={action.isPending} onClick={() => action.mutate('extend')}>
          Extend by 30 days and send
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={action.isPending || expired}
          onClick={() => action.mutate('resend')}
        >
          Send again
        </Button>
      </div>
      {action.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-green-900">
          {action.data.message}
        </p>
      ) : null}
      {action.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {apiErrorText(action.error) ?? 'The link could not be sent. Please try again.'}
        </p>
      ) : null}
    </section>
  );
}
