import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { hasSavedPendingOrder, PENDING_ORDER_KEY } from './pending-order-key';
import { clearPendingOrder, readPendingOrder, savePendingOrder } from './pending-order-store';

const ORDER = {
  orderId: '3f6c2a8e-0b7d-4c1e-9a52-6d1f0e4b8c21',
  uploadToken: 'tok_abcdefghijklmnop1234',
  orderType: 'frame',
} as const;

describe('the pending order kept in the browser', () => {
  it('is saved under "pendingOrder" and read back as it was', () => {
    const storage = new MemoryStorage();
    expect(savePendingOrder(ORDER, storage)).toBe(true);
    expect(JSON.parse(storage.getItem(PENDING_ORDER_KEY) ?? '')).toEqual(ORDER);
    expect(hasSavedPendingOrder(storage)).toBe(true);
    expect(readPendingOrder(storage)).toEqual(ORDER);
  });

  it('is not saved when it is not a valid pending order', () => {
    const storage = new MemoryStorage();
    expect(savePendingOrder({ ...ORDER, orderId: 'not-a-uuid' }, storage)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['text that is not JSON', '{"orderId":'],
    ['another shape', JSON.stringify({ id: ORDER.orderId })],
    ['a token that cannot be one', JSON.stringify({ ...ORDER, uploadToken: 'short' })],
    ['an unknown order type', JSON.stringify({ ...ORDER, orderType: 'background' })],
  ])('discards %s without a word', (_name, saved) => {
    const storage = new MemoryStorage();
    storage.setItem(PENDING_ORDER_KEY, saved);
    expect(readPendingOrder(storage)).toBeNull();
    expect(storage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('is gone once cleared', () => {
    const storage = new MemoryStorage();
    savePendingOrder(ORDER, storage);
    clearPendingOrder(storage);
    expect(readPendingOrder(storage)).toBeNull();
    expect(hasSavedPendingOrder(storage)).toBe(false);
  });

  it('copes with storage that cannot be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(savePendingOrder(ORDER, broken)).toBe(false);
    expect(readPendingOrder(broken)).toBeNull();
    expect(hasSavedPendingOrder(broken)).toBe(false);
    expect(() => clearPendingOrder(broken)).not.toThrow();
    expect(readPendingOrder(null)).toBeNull();
  });
});
