import { frameProductOption } from '@dtm/shared/frames';
import { formatPrice, parseDollars } from '@dtm/shared/money';
import { orderNumber } from '@dtm/shared/order-state';
import type { Order } from '@dtm/shared/orders';
import type { ReactNode } from 'react';

/** "$129.00" from the API's "129.00"; the amount is the server's, never worked out here. */
function dollars(amount: string): string {
  const cents = parseDollars(amount);
  return cents === null ? amount : formatPrice(cents);
}

function productName(order: Order): string {
  if (order.type === 'character') return 'Animated Character';
  return order.frameSize ? `${order.frameSize}" Digital Frame` : 'Digital Frame';
}

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-2.5 ${strong ? 'text-lg' : ''}`}>
      <dt className={strong ? 'font-extrabold' : 'text-ink-soft'}>{term}</dt>
      <dd className={`text-right ${strong ? 'font-display text-2xl font-black' : 'font-semibold'}`}>{children}</dd>
    </div>
  );
}

/** What is being bought and what it costs, exactly as the server priced it. */
export function OrderSummary({ order }: { order: Order }) {
  const discount = parseDollars(order.discountAmount) ?? 0;
  return (
    <section aria-labelledby="order-summary-title" className="rounded-[1.75rem] bg-paper-deep p-5 sm:p-7">
      <h2 id="order-summary-title" className="font-display text-xl font-extrabold">
        Order summary
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Order {orderNumber(order.id)}</p>
      <dl className="mt-3 divide-y-2 divide-ink/10">
        <Row term="Product">{productName(order)}</Row>
        {order.type === 'frame' && order.frameSize ? (
          <Row term="Size">{frameProductOption(order.frameSize).dimensions}</Row>
        ) : null}
        {order.characterName ? <Row term="Character">{order.characterName}</Row> : null}
        {order.voucherCode ? (
          <Row term={`Voucher ${order.voucherCode}`}>
            <span className="text-[#15803d]">{discount > 0 ? `−${dollars(order.discountAmount)}` : 'applied'}</span>
          </Row>
        ) : null}
        {order.type === 'frame' ? <Row term="Shipping">Free</Row> : <Row term="Delivery">Digital</Row>}
        <Row term="Total" strong>
          {dollars(order.amount)}
        </Row>
      </dl>
      <p className="mt-2 text-sm text-ink-soft">
        Receipt and upload link to{' '}
        <span className="font-semibold text-ink [overflow-wrap:anywhere]">{order.customerEmail}</span>
      </p>
    </section>
  );
}
