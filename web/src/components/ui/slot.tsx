import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The slot's props over its child's: the child's own win, but both classes stay, both styles
 * merge, both event handlers run (the child's first) and both refs are set.
 */
function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const [name, own] of Object.entries(slot)) {
    const theirs = child[name];
    if (own === undefined || theirs === undefined) continue;
    if (/^on[A-Z]/.test(name) && typeof own === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        theirs(...args);
        own(...args);
      };
    } else if (name === 'className') merged[name] = `${own} ${theirs}`;
    else if (name === 'style') merged[name] = { ...(own as object), ...(theirs as object) };
    else if (name === 'ref') {
      merged[name] = (node: unknown) => {
        setRef(own as Ref<unknown>, node);
        setRef(theirs as Ref<unknown>, node);
      };
    }
  }
  return merged;
}

/**
 * Renders its one child element with the slot's props merged in (what `asChild` means): a link
 * with a button's look. Radix's Slot did this; this one is the part the shop uses, a third of its
 * size, and it is in every page's first load.
 */
export function Slot({ children, ...props }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) throw new Error('Slot needs one element as its child');
  return cloneElement(children, mergeProps(props, children.props));
}
