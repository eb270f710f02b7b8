import { createRef, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

type Rendered = ReactElement<Record<string, unknown>>;

describe('Slot (a button lending its look to a link)', () => {
  it('draws the child with both classes, the child winning on its own props', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="secondary">
        <a href="/faq" className="mt-2" data-testid="faq">
          FAQ
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/faq" class="[^"]*rounded-full[^"]* mt-2" data-testid="faq">FAQ<\/a>$/);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('type=');
  });

  it('runs both click handlers, the child first, merges styles and sets both refs', () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = createRef<HTMLAnchorElement>();
    const element = Slot({
      onClick: () => calls.push('slot'),
      style: { color: 'red', margin: 1 },
      ref: slotRef,
      children: (
        <a href="/x" onClick={() => calls.push('child')} style={{ color: 'blue' }} ref={childRef}>
          X
        </a>
      ),
    }) as Rendered;
    (element.props.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
    expect(element.props.style).toEqual({ color: 'blue', margin: 1 });
    const node = {} as HTMLAnchorElement;
    (element.props.ref as (value: HTMLAnchorElement) => void)(node);
    expect(slotRef.current).toBe(node);
    expect(childRef.current).toBe(node);
  });

  it('refuses anything but one element', () => {
    expect(() => Slot({ children: 'text' })).toThrow('one element');
    expect(() =>
      Slot({
        children: [
          <a key="1" href="/a">
            A
          </a>,
          <a key="2" href="/b">
            B
          </a>,
        ],
      }),
    ).toThrow('one element');
  });
});
