import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** Spec section 9: tooltips wait 700 ms, and the next one within 300 ms shows at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Wraps a part of the app that shows tooltips (the back office). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

type TipProps = {
  /** What the tooltip says (the trigger keeps its own accessible name). */
  label: string;
  /** The element the tooltip explains; it must take a ref and pointer/focus handlers. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Off: the trigger alone, no tooltip (e.g. the expanded sidebar, where the name is written out). */
  enabled?: boolean;
  /** Override the provider's delay (the collapsed sidebar's icons answer at once: 0). */
  delayMs?: number;
};

/** A short label shown on hover and keyboard focus. */
export function Tip({ label, children, side = 'top', enabled = true, delayMs }: TipProps) {
  if (!enabled) return children;
  return (
    <TooltipPrimitive.Root {...(delayMs === undefined ? {} : { delayDuration: delayMs })}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className="z-50 rounded-lg bg-ink px-2.5 py-1.5 text-sm font-semibold text-white shadow-lg"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
