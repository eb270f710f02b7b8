import { describe, expect, it } from 'vitest';
import {
  BuyerCountrySchema,
  CheckoutOrderSchema,
  CompletePaymentInputSchema,
  CompletePaymentResponseSchema,
  CreateCharacterOrderInputSchema,
  CreateCharacterPaymentIntentInputSchema,
  CreateFrameOrderInputSchema,
  CreateFramePaymentIntentInputSchema,
  CreateOrderResponseSchema,
  LinkOrdersInputSchema,
  OrderItemSchema,
  OrderSchema,
  PaymentIntentIdSchema,
  PaymentSetupResponseSchema,
  PendingOrderSchema,
  ShippingAddressSchema,
  UpdateFulfillmentInputSchema,
} from './orders.ts';
import { accepted, messageAt, NOW, ORDER_ID, OTHER_ORDER_ID, PAYMENT_INTENT_ID, UPLOAD_TOKEN } from './testing.ts';

const address = {
  name: 'Anna Berg',
  line1: 'Jungfernstieg 1',
  city: 'Hamburg',
  postalCode: '20095',
  country: 'de',
};

const order = {
  id: ORDER_ID,
  type: 'frame',
  customerName: 'Anna Berg',
  customerEmail: 'anna@example.com',
  frameSize: '7',
  characterName: null,
  personalNote: 'For grandma',
  amount: '116.10',
  discountAmount: '12.90',
  refundedAmount: '0.00',
  voucherCode: 'SUMMER10',
  stripePaymentIntentId: PAYMENT_INTENT_ID,
  paymentStatus: 'paid',
  fulfillmentStatus: 'processing',
  uploadExpiresAt: NOW,
  userId: 'usr_1',
  shippingAddress: { ...address, country: 'DE' },
  createdAt: NOW,
  updatedAt: NOW,
};

describe('OrderSchema', () => {
  it('accepts an order as the API returns it', () => {
    expect(accepted(OrderSchema, order)).toMatchObject({ amount: '116.10', frameSize: '7', type: 'frame' });
    expect(accepted(OrderSchema, { ...order, type: 'character', frameSize: null, shippingAddress: null })).toBeTruthy();
  });

  it('refuses an amount in cents instead of dollars', () => {
    expect(messageAt(OrderSchema, { ...order, amount: 11610 }, 'amount')).toBe('Invalid input');
  });

  it('refuses an order without a payment status', () => {
    const { paymentStatus: _, ...withoutStatus } = order;
    expect(messageAt(OrderSchema, withoutStatus, 'paymentStatus')).toBe('Required');
  });
});

describe('ShippingAddressSchema', () => {
  it('accepts a complete address without phone and upper-cases the country', () => {
    expect(accepted(ShippingAddressSchema, { ...address, line2: '', phone: '  ' })).toEqual({
      ...address,
      country: 'DE',
      line2: undefined,
      state: undefined,
      phone: undefined,
    });
  });

  it.each(['name', 'line1', 'city', 'postalCode', 'country'] as const)(
    'says which words to show when %s is blank',
    (field) => {
      expect(messageAt(ShippingAddressSchema, { ...address, [field]: '  ' }, field)).toBe(
        'Please complete all required shipping address fields.',
      );
    },
  );

  it('refuses a country that is not a 2-letter code, and a missing address', () => {
    expect(messageAt(ShippingAddressSchema, { ...address, country: 'Germany' }, 'country')).toBe(
      'Please complete all required shipping address fields.',
    );
    expect(messageAt(ShippingAddressSchema, undefined)).toBe('Please complete all required shipping address fields.');
  });
});

describe('CreateFrameOrderInputSchema', () => {
  it('defaults to the 7" frame, trims, and drops a blank voucher code', () => {
    expect(
      accepted(CreateFrameOrderInputSchema, {
        customerName: ' Anna Berg ',
        customerEmail: 'Anna@Example.com',
        voucherCode: '   ',
      }),
    ).toEqual({ customerName: 'Anna Berg', customerEmail: 'anna@example.com', frameSize: '7', voucherCode: undefined });
  });

  it('upper-cases the voucher code so it matches however it was typed', () => {
    const input = { customerName: 'Anna', customerEmail: 'a@example.com', frameSize: '5', voucherCode: ' summer10 ' };
    expect(accepted(CreateFrameOrderInputSchema, input)).toMatchObject({ frameSize: '5', voucherCode: 'SUMMER10' });
  });

  it('refuses a one-letter name and a broken e-mail with the spec messages', () => {
    const input = { customerName: 'A', customerEmail: 'anna@', frameSize: '7' };
    expect(messageAt(CreateFrameOrderInputSchema, input, 'customerName')).toBe('Name must be at least 2 characters');
    expect(messageAt(CreateFrameOrderInputSchema, input, 'customerEmail')).toBe('Please enter a valid email address');
  });

  it('refuses a frame size that is not sold', () => {
    const input = { customerName: 'Anna', customerEmail: 'a@example.com', frameSize: '10' };
    expect(messageAt(CreateFrameOrderInputSchema, input, 'frameSize')).toBe('Invalid input');
  });

  it('ignores a price sent by the browser', () => {
    const input = { customerName: 'Anna', customerEmail: 'a@example.com', amount: '1.00' };
    expect(accepted(CreateFrameOrderInputSchema, input)).not.toHaveProperty('amount');
  });
});

describe('CreateCharacterOrderInputSchema', () => {
  it('accepts a character order without a frame size', () => {
    const input = { customerName: 'Anna', customerEmail: 'a@example.com', characterName: ' Ninja ' };
    expect(accepted(CreateCharacterOrderInputSchema, input)).toEqual({
      customerName: 'Anna',
      customerEmail: 'a@example.com',
      characterName: 'Ninja',
      voucherCode: undefined,
    });
  });

  it('refuses a missing name with the spec message', () => {
    expect(messageAt(CreateCharacterOrderInputSchema, { customerEmail: 'a@example.com' }, 'customerName')).toBe(
      'Name must be at least 2 characters',
    );
  });
});

describe('order responses', () => {
  it('CreateOrderResponseSchema needs the new order id', () => {
    expect(accepted(CreateOrderResponseSchema, { orderId: ORDER_ID })).toEqual({ orderId: ORDER_ID });
    expect(messageAt(CreateOrderResponseSchema, {}, 'orderId')).toBe('Required');
  });

  it('PaymentSetupResponseSchema allows no client secret for a free order', () => {
    const free = { clientSecret: null, amount: '0.00', uploadToken: UPLOAD_TOKEN };
    expect(accepted(PaymentSetupResponseSchema, free)).toEqual(free);
    expect(messageAt(PaymentSetupResponseSchema, { ...free, amount: 0 }, 'amount')).toBe('Invalid input');
  });

  it('CompletePaymentResponseSchema carries requiresRegistration for guests', () => {
    const body = { paymentStatus: 'paid', uploadToken: UPLOAD_TOKEN, requiresRegistration: true };
    expect(accepted(CompletePaymentResponseSchema, body)).toEqual(body);
    expect(messageAt(CompletePaymentResponseSchema, { ...body, paymentStatus: 'done' }, 'paymentStatus')).toBe(
      'Invalid input',
    );
  });
});

describe('payment inputs', () => {
  it('CreateFramePaymentIntentInputSchema needs a complete shipping address', () => {
    expect(accepted(CreateFramePaymentIntentInputSchema, { shippingAddress: address })).toMatchObject({
      withoutVoucher: false,
      shippingAddress: { country: 'DE' },
    });
    expect(
      messageAt(CreateFramePaymentIntentInputSchema, { shippingAddress: { name: 'Anna' } }, 'shippingAddress.city'),
    ).toBe('Please complete all required shipping address fields.');
  });

  it('CreateCharacterPaymentIntentInputSchema can drop a used-up voucher', () => {
    expect(accepted(CreateCharacterPaymentIntentInputSchema, { withoutVoucher: true })).toEqual({
      withoutVoucher: true,
    });
    expect(messageAt(CreateCharacterPaymentIntentInputSchema, { withoutVoucher: 'yes' }, 'withoutVoucher')).toBe(
      'Invalid input',
    );
  });

  it('BuyerCountrySchema takes a two-letter country code in any case and says what to do otherwise', () => {
    expect(accepted(BuyerCountrySchema, ' fr ')).toBe('FR');
    expect(messageAt(BuyerCountrySchema, 'France', '')).toBe('Please choose your country.');
    expect(messageAt(BuyerCountrySchema, '', '')).toBe('Please choose your country.');
  });

  it('CompletePaymentInputSchema needs a Stripe payment intent id', () => {
    expect(accepted(CompletePaymentInputSchema, { paymentIntentId: PAYMENT_INTENT_ID })).toEqual({
      paymentIntentId: PAYMENT_INTENT_ID,
    });
    expect(messageAt(CompletePaymentInputSchema, {}, 'paymentIntentId')).toBe('Required');
    expect(messageAt(CompletePaymentInputSchema, { paymentIntentId: 'ch_123' }, 'paymentIntentId')).toBe(
      'Invalid input',
    );
  });
});

describe('LinkOrdersInputSchema', () => {
  it('accepts order ids with the upload token that proves payment', () => {
    const input = { orderIds: [ORDER_ID, OTHER_ORDER_ID], uploadToken: UPLOAD_TOKEN };
    expect(accepted(LinkOrdersInputSchema, input)).toEqual(input);
  });

  it('refuses an empty list and ids that are not uuids', () => {
    expect(messageAt(LinkOrdersInputSchema, { orderIds: [], uploadToken: UPLOAD_TOKEN }, 'orderIds')).toBe('Required');
    expect(messageAt(LinkOrdersInputSchema, { orderIds: ['1'], uploadToken: UPLOAD_TOKEN }, 'orderIds.0')).toBe(
      'Invalid input',
    );
    expect(messageAt(LinkOrdersInputSchema, { orderIds: [ORDER_ID] }, 'uploadToken')).toBe('Required');
  });
});

describe('PendingOrderSchema', () => {
  it('reads the pending order saved in the browser', () => {
    const pending = { orderId: ORDER_ID, uploadToken: UPLOAD_TOKEN, orderType: 'character' };
    expect(accepted(PendingOrderSchema, pending)).toEqual(pending);
  });

  it('refuses a tampered one so it can be discarded', () => {
    expect(
      messageAt(PendingOrderSchema, { orderId: ORDER_ID, uploadToken: 'x', orderType: 'frame' }, 'uploadToken'),
    ).toBe('Invalid input');
    expect(messageAt(PendingOrderSchema, 'garbage')).toBe('Invalid input');
  });
});

describe('UpdateFulfillmentInputSchema', () => {
  it('accepts any of the four statuses', () => {
    for (const fulfillmentStatus of ['pending', 'processing', 'shipped', 'delivered']) {
      expect(accepted(UpdateFulfillmentInputSchema, { fulfillmentStatus })).toEqual({ fulfillmentStatus });
    }
  });

  it('refuses an unknown status', () => {
    expect(messageAt(UpdateFulfillmentInputSchema, { fulfillmentStatus: 'lost' }, 'fulfillmentStatus')).toBe(
      'Invalid input',
    );
  });
});

describe('PaymentIntentIdSchema', () => {
  it('accepts a Stripe payment intent id', () => {
    expect(accepted(PaymentIntentIdSchema, PAYMENT_INTENT_ID)).toBe(PAYMENT_INTENT_ID);
  });

  it('refuses a client secret in its place', () => {
    expect(messageAt(PaymentIntentIdSchema, `${PAYMENT_INTENT_ID}_secret_x y`)).toBe('Invalid input');
    expect(messageAt(PaymentIntentIdSchema, 'pi_')).toBe('Invalid input');
  });
});

describe('CheckoutOrderSchema', () => {
  it('accepts a frame or character order', () => {
    expect(accepted(CheckoutOrderSchema, order)).toMatchObject({ type: 'frame' });
    expect(accepted(CheckoutOrderSchema, { ...order, type: 'character', frameSize: null })).toBeTruthy();
  });

  it('refuses a marketplace order, which the checkout never pays', () => {
    expect(messageAt(CheckoutOrderSchema, { ...order, type: 'animation' }, 'type')).toBe('Invalid input');
  });
});

describe('OrderItemSchema', () => {
  const item = { kind: 'animation', description: 'Dragon dance', quantity: 1, unitPrice: '4.99', total: '4.99' };

  it('accepts a line of an order', () => {
    expect(accepted(OrderItemSchema, item)).toEqual(item);
  });

  it('refuses no quantity and a price in cents', () => {
    expect(messageAt(OrderItemSchema, { ...item, quantity: 0 }, 'quantity')).toBe('Invalid input');
    expect(messageAt(OrderItemSchema, { ...item, total: 499 }, 'total')).toBe('Invalid input');
  });
});
