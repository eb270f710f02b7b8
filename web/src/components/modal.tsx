import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

const widths = { md: 'sm:max-w-md', lg: 'sm:max-w-lg' } as const;

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** The actions under the body (buttons; a `ModalClose` around one closes the modal). */
  footer?: ReactNode;
  /** False while something must finish first: no close button, Escape and outside clicks do nothing. */
  closeable?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  size?: keyof typeof widths;
};

/**
 * The app's modal (Radix Dialog: focus moves in and back, Escape closes): a bottom sheet on
 * phones, a centred card on larger screens, with its title, description, body and actions.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeable = true,
  closeLabel = 'Close',
  size = 'lg',
}: ModalProps) {
  const stayOpen = (event: Event) => (closeable ? undefined : event.preventDefault());
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px]" />
        <Dialog.Content
          onEscapeKeyDown={stayOpen}
          onInteractOutside={stayOpen}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-[1.75rem] bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem] sm:p-7',
            widths[size],
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="flex items-center gap-2 font-display text-2xl font-extrabold">
              {title}
            </Dialog.Title>
            {closeable ? (
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={closeLabel} className="-mt-2 -mr-2 shrink-0">
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </Dialog.Close>
            ) : null}
          </div>
          <Dialog.Description className="mt-1 text-ink-soft">{description}</Dialog.Description>
          <div className="mt-5">{children}</div>
          {footer ? <div className="mt-5 grid gap-3">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the enclosing `Modal` when its single child (a button) is clicked. */
export function ModalClose({ children }: { children: ReactNode }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
