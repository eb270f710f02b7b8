import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, toastsAtom } from '../../../components/toast/toast-state';
import { linkSavedPendingOrder } from './link-pending-order';
import { MemoryStorage } from './memory-storage';
import { PENDING_ORDER_KEY } from './pending-order-key';

const ORDER = {
  orderId: '3f6c2a8e-0b7d-4c1e-9a52-6d1f0e4b8c21',
  uploadToken: 'tok_abcdefghijklmnop1234',
  orderType: 'frame',
};

let storage: MemoryStorage;
let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body = '{}') {
  fetchMock.mockResolvedValue(new Response(body, { status }));
}

beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage, setTimeout });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  appStore.set(toastsAtom, []);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function run(location = { pathname: '/dashboard', search: '' }) {
  const navigate = vi.fn();
  return { navigate, result: linkSavedPendingOrder({ queryClient: new QueryClient(), navigate, location }) };
}

describe('linking the pending order after sign-in', () => {
  it('links it with its upload token, removes it and opens the upload step after 1 s', async () => {
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify(ORDER));
    answer(200, '{"linked":[]}');
    const { navigate, result } = run();
    await expect(result).resolves.toBe('linked');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/orders/link-to-user');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({ orderIds: [ORDER.orderId], uploadToken: ORDER.uploadToken });
    expect(storage.getItem(PENDING_ORDER_KEY)).toBeNull();

    vi.advanceTimersByTime(999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith(`/checkout/upload?token=${ORDER.uploadToken}`);
  });

  it('does not move a customer who is already on that upload step', async () => {
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify(ORDER));
    answer(200);
    const { navigate, result } = run({ pathname: '/checkout/upload', search: `?token=${ORDER.uploadToken}` });
    await result;
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('removes a refused link and tells the customer to contact support', async () => {
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify(ORDER));
    answer(404, '{"error":"We could not find a paid order matching this link. Please contact support."}');
    const { navigate, result } = run();
    await expect(result).resolves.toBe('refused');
    expect(storage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(appStore.get(toastsAtom)[0]).toMatchObject({
      title: 'Error',
      description: 'There was an issue linking your order. Please contact support.',
      variant: 'destructive',
    });
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps it for the next page when no answer came back', async () => {
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify(ORDER));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(run().result).resolves.toBe('kept');
    expect(storage.getItem(PENDING_ORDER_KEY)).not.toBeNull();
    expect(appStore.get(toastsAtom)).toEqual([]);
  });

  it('silently discards a saved value that is not a pending order, calling nobody', async () => {
    storage.setItem(PENDING_ORDER_KEY, '{"orderId":"nope"}');
    await expect(run().result).resolves.toBe('none');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(appStore.get(toastsAtom)).toEqual([]);
  });
});
