import { orderNumber } from '@dtm/shared/order-state';
import type { CustomerOrder } from '@dtm/shared/user';
import { Link } from '@tanstack/react-router';
import { CreditCard, LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-client';
import { useCancelOrder } from './api/cancel-order';

/** An unpaid order can be paid now (the same payment step) or cancelled, after a second tap. */
export function UnpaidOrderActions({ order }: { order: CustomerOrder }) {
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-2">
      {confirming ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Cancel order {orderNumber(order.id)}?</legend>
          <span className="font-semibold">Cancel this order? Nothing was charged.</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(order.id, { onSuccess: () => setConfirming(false) })}
          >
            {cancel.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            Yes, cancel it
          </Button>
          <Button size="sm" variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/checkout/payment" search={{ orderId: order.id }}>
              <CreditCard aria-hidden="true" className="size-4" />
              Complete payment
            </Link>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            <X aria-hidden="true" className="size-4" />
            Cancel order
          </Button>
        </div>
      )}
      {cancel.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {apiErrorText(cancel.error) ?? 'The order could not be cancelled. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
