import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Slot } from './slot';

// Each variant brings its own focus ring colour: class order cannot be relied on to override one.
const variants = {
  primary:
    'bg-crayon text-white shadow-[0_4px_0_0_var(--color-crayon-dark)] hover:bg-crayon-dark active:translate-y-0.5 focus-visible:outline-grape',
  secondary:
    'border-2 border-ink/15 bg-white text-ink hover:border-crayon hover:text-crayon-dark focus-visible:outline-grape',
  /** For dark backgrounds. */
  sunny:
    'bg-sunny text-ink shadow-[0_4px_0_0_#d97706] hover:bg-[#fde68a] active:translate-y-0.5 focus-visible:outline-sunny',
  ghost: 'text-ink hover:bg-paper-deep focus-visible:outline-grape',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-14 px-6 text-lg sm:px-8',
  icon: 'size-11',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (a link) with the button's look instead of a <button>. */
  asChild?: boolean;
};

/** The shop's button; `asChild` lends its look to a link. */
export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full font-bold whitespace-nowrap transition focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
