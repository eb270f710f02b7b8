import { useRouter } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent } from 'react';

type InternalLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** A click that opens a link in this tab (not a new tab or window, not a download). */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A same-origin link by its URL, navigated inside the app without a reload.
 * For pages that are not typed routes yet (and `/#section` anchors); prefer `<Link to>` for known routes.
 */
export function InternalLink({ href, onClick, target, ...props }: InternalLinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || target || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
