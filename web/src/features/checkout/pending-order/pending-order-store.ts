import { type PendingOrder, PendingOrderSchema } from '@dtm/shared/orders';
import { browserStorage, PENDING_ORDER_KEY } from './pending-order-key';

type PendingOrderStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Saves a guest's paid order so it can be linked to their account after sign-in. */
export function savePendingOrder(order: PendingOrder, storage: PendingOrderStorage | null = browserStorage()): boolean {
  const parsed = PendingOrderSchema.safeParse(order);
  if (!parsed.success || !storage) return false;
  try {
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify(parsed.data));
    return true;
  } catch {
    // A full or blocked storage: the confirmation e-mail still carries the upload link.
    return false;
  }
}

/**
 * The saved pending order, or null. Anything saved that is not a valid pending order (old
 * format, hand-edited, truncated) is removed without a word (spec section 4).
 */
export function readPendingOrder(storage: PendingOrderStorage | null = browserStorage()): PendingOrder | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(PENDING_ORDER_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  const parsed = PendingOrderSchema.safeParse(parseJson(text));
  if (parsed.success) return parsed.data;
  clearPendingOrder(storage);
  return null;
}

export function clearPendingOrder(storage: PendingOrderStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Nothing to do: storage that cannot be written cannot hold a pending order either.
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
