import { describe, expect, it } from 'vitest';
import { orderNumber, orderState, orderStateSentence, settledFulfilmentLabel } from './order-state.ts';

const paid = { paymentStatus: 'paid', fulfillmentStatus: 'processing', amountCents: 12900, refundedCents: 0 } as const;

describe('orderState', () => {
  it('reads a paid order as paid and going ahead', () => {
    expect(orderState(paid)).toMatchObject({
      payment: 'paid',
      paymentLabel: 'Paid',
      fulfilment: 'processing',
      goesAhead: true,
      leftToRefundCents: 12900,
    });
  });

  it('reads a part refund as partly refunded, still going ahead', () => {
    expect(orderState({ ...paid, refundedCents: 3000 })).toMatchObject({
      payment: 'partlyRefunded',
      paymentLabel: 'Partly refunded $30.00',
      goesAhead: true,
      leftToRefundCents: 9900,
    });
  });

  it('reads a full refund as refunded: out of production, nothing left, no fulfilment select', () => {
    const state = orderState({ ...paid, paymentStatus: 'refunded', refundedCents: 12900 });
    expect(state).toMatchObject({ payment: 'refunded', goesAhead: false, fulfilmentEditable: false, fulfilment: null });
    expect(state.leftToRefundCents).toBe(0);
  });

  it('reads a cancelled order as cancelled (not pending), its voucher given back', () => {
    const state = orderState({
      paymentStatus: 'pending',
      fulfillmentStatus: 'pending',
      amount: '129.00',
      refundedAmount: '0.00',
      cancelledAt: '2026-12-03T10:00:00.000Z',
    });
    expect(state).toMatchObject({
      payment: 'cancelled',
      paymentLabel: 'Cancelled',
      holdsVoucher: false,
      fulfilmentEditable: false,
      goesAhead: false,
    });
  });

  it('tells the customer what happened and what happens next', () => {
    expect(
      orderStateSentence(
        { ...paid, type: 'frame', paymentStatus: 'refunded', refundedCents: 12900 },
        '2026-12-03T10:00:00Z',
      ),
    ).toBe(
      'Refunded: $129.00 went back to your card on Dec 3. We stopped work on this frame; nothing more is made or shipped for this order.',
    );
    expect(orderStateSentence({ ...paid, type: 'frame' })).toBeNull();
  });

  it('names the fulfilment of a settled order: not fulfilled, or sent before a refund', () => {
    expect(settledFulfilmentLabel({ ...paid, paymentStatus: 'refunded', refundedCents: 12900 })).toBe(
      'Not fulfilled (order refunded)',
    );
    expect(
      settledFulfilmentLabel({
        ...paid,
        paymentStatus: 'refunded',
        refundedCents: 12900,
        fulfillmentStatus: 'delivered',
      }),
    ).toBe('Delivered, then refunded');
  });

  it('writes the order number one way', () => {
    expect(orderNumber('92EAC4B4-1111-4111-8111-111111111111')).toBe('#92eac4b4');
  });
});
