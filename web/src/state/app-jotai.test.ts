import { describe, expect, it, vi } from 'vitest';
import { atom, createStore, type Getter } from './app-jotai';

describe('the app store (jotai API)', () => {
  it('keeps a primitive atom per store, takes updater functions and skips unchanged values', () => {
    const count = atom(1);
    const store = createStore();
    const listener = vi.fn();
    const stop = store.sub(count, listener);
    store.set(count, (previous) => previous + 1);
    expect(store.get(count)).toBe(2);
    expect(createStore().get(count)).toBe(1);
    store.set(count, 2);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.set(count, 3);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stores a function set through an updater, as jotai does', () => {
    const action = atom<(() => string) | null>(null);
    const store = createStore();
    store.set(action, () => () => 'applied');
    expect(store.get(action)?.()).toBe('applied');
  });

  it('reads a derived atom again only when what it read changed (a stable snapshot)', () => {
    const stored = atom<{ choice: string } | null>(null);
    const read = vi.fn((get: Getter) => ({ wrapped: get(stored) }));
    const derived = atom(read, (_get, set, next: { choice: string } | null) => set(stored, next));
    const store = createStore();
    const first = store.get(derived);
    expect(store.get(derived)).toBe(first);
    store.set(derived, { choice: 'all' });
    expect(store.get(derived)).toEqual({ wrapped: { choice: 'all' } });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('mounts an atom read through a derived one while subscribed', () => {
    const stored = atom('a');
    const unmount = vi.fn();
    stored.onMount = (set) => {
      set('mounted');
      return unmount;
    };
    const derived = atom(
      (get) => get(stored),
      (_get, set, next: string) => set(stored, next),
    );
    const store = createStore();
    const stopFirst = store.sub(derived, () => {});
    const stopSecond = store.sub(stored, () => {});
    expect(store.get(derived)).toBe('mounted');
    stopFirst();
    expect(unmount).not.toHaveBeenCalled();
    stopSecond();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
