/**
 * The one door to the app's UI state: atoms declared here or imported through here, with
 * jotai's API (atom, createStore, Provider, useAtom, useAtomValue, useSetAtom). The shell, the
 * toasts and the cookie banner read them on every page, so this is a small store of our own
 * rather than jotai (about 3 kB gzip of the first load, issue 17): primitive atoms, derived
 * atoms (`atom(read, write)`), `onMount`, updater functions. Not async atoms.
 */
import { createContext, createElement, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';

export type Getter = <Value>(atom: Atom<Value>) => Value;
export type Setter = <Value, Args extends unknown[]>(atom: WritableAtom<Value, Args>, ...args: Args) => void;
export type SetStateAction<Value> = Value | ((previous: Value) => Value);

export type Atom<Value> = { read: (get: Getter) => Value };
export type WritableAtom<Value, Args extends unknown[]> = Atom<Value> & {
  write: (get: Getter, set: Setter, ...args: Args) => void;
  /** Runs when the first reader subscribes; the function it returns runs when the last one leaves. */
  onMount?: (set: (...args: Args) => void) => (() => void) | undefined;
};
export type PrimitiveAtom<Value> = WritableAtom<Value, [SetStateAction<Value>]> & { init: Value };

type AnyAtom = Atom<unknown>;
type AnyWritable = WritableAtom<unknown, unknown[]>;

function isPrimitive(target: AnyAtom): target is PrimitiveAtom<unknown> {
  return 'init' in target;
}

/** An atom holding a value, or (with a `read` function) one derived from other atoms. */
export function atom<Value>(initial: Value): PrimitiveAtom<Value>;
export function atom<Value, Args extends unknown[]>(
  read: (get: Getter) => Value,
  write: (get: Getter, set: Setter, ...args: Args) => void,
): WritableAtom<Value, Args>;
export function atom(first: unknown, write?: AnyWritable['write']): AnyAtom {
  if (typeof first === 'function' && write) {
    const derivedAtom: AnyWritable = { read: first as AnyAtom['read'], write };
    return derivedAtom;
  }
  const primitive: PrimitiveAtom<unknown> = {
    init: first,
    read: (get) => get(primitive),
    write: (get, set, action) => set(primitive, typeof action === 'function' ? action(get(primitive)) : action),
  };
  return primitive;
}

export type Store = {
  get: <Value>(atom: Atom<Value>) => Value;
  set: Setter;
  /** Calls `listener` after any change; mounts the atom (and what it reads) while subscribed. */
  sub: (atom: AnyAtom, listener: () => void) => () => void;
};

export function createStore(): Store {
  const values = new Map<AnyAtom, unknown>();
  const derived = new Map<AnyAtom, { value: unknown; deps: Map<AnyAtom, unknown> }>();
  const listeners = new Set<() => void>();
  const mounts = new Map<AnyAtom, { count: number; unmount: (() => void) | undefined }>();

  const get = <Value>(target: Atom<Value>): Value => {
    if (isPrimitive(target)) return (values.has(target) ? values.get(target) : target.init) as Value;
    const cached = derived.get(target);
    // A derived value is read again only when something it read has changed (a stable snapshot for React).
    if (cached && [...cached.deps].every(([dep, value]) => Object.is(get(dep), value))) return cached.value as Value;
    const deps = new Map<AnyAtom, unknown>();
    const value = target.read((dep) => {
      const depValue = get(dep);
      deps.set(dep, depValue);
      return depValue;
    });
    derived.set(target, { value, deps });
    return value;
  };

  const set = ((target: AnyWritable, ...args: unknown[]) => {
    if (!isPrimitive(target)) return target.write(get, set, ...args);
    const previous = get(target);
    const [action] = args;
    const next = typeof action === 'function' ? (action as (value: unknown) => unknown)(previous) : action;
    if (Object.is(previous, next)) return;
    values.set(target, next);
    for (const listener of [...listeners]) listener();
  }) as Setter;

  /** The atom and every atom it reads, down to the primitive ones. */
  const graphOf = (target: AnyAtom, found = new Set<AnyAtom>()): Set<AnyAtom> => {
    found.add(target);
    if (!isPrimitive(target)) {
      get(target);
      for (const dep of derived.get(target)?.deps.keys() ?? []) if (!found.has(dep)) graphOf(dep, found);
    }
    return found;
  };

  const sub = (target: AnyAtom, listener: () => void) => {
    listeners.add(listener);
    const graph = [...graphOf(target)];
    for (const member of graph) {
      const mount = mounts.get(member) ?? { count: 0, unmount: undefined };
      mounts.set(member, mount);
      mount.count += 1;
      const { onMount } = member as Partial<AnyWritable>;
      if (mount.count === 1 && onMount) mount.unmount = onMount((...args) => set(member as AnyWritable, ...args));
    }
    return () => {
      listeners.delete(listener);
      for (const member of graph) {
        const mount = mounts.get(member);
        if (!mount) continue;
        mount.count -= 1;
        if (mount.count > 0) continue;
        mounts.delete(member);
        mount.unmount?.();
      }
    };
  };

  return { get, set, sub };
}

const StoreContext = createContext<Store | undefined>(undefined);
let defaultStore: Store | undefined;

function useStore(): Store {
  const store = useContext(StoreContext);
  if (store) return store;
  defaultStore ??= createStore();
  return defaultStore;
}

/** The store the atoms below it read (boot.tsx passes the app's one store). */
export function Provider({ store, children }: { store: Store; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useAtomValue<Value>(target: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(target, onChange), [store, target]);
  const read = () => store.get(target);
  return useSyncExternalStore(subscribe, read, read);
}

export function useSetAtom<Value, Args extends unknown[]>(target: WritableAtom<Value, Args>): (...args: Args) => void {
  const store = useStore();
  return useCallback((...args: Args) => store.set(target, ...args), [store, target]);
}

export function useAtom<Value, Args extends unknown[]>(
  target: WritableAtom<Value, Args>,
): [Value, (...args: Args) => void] {
  return [useAtomValue(target), useSetAtom(target)];
}

/** Whether the phone navigation panel under the top bar is open. */
export const mobileMenuOpenAtom = atom(false);
