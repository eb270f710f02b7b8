import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../ui/button';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild' | 'children'> & {
  children: ReactNode;
  /** Shown before the label while the form is not sending. */
  icon?: LucideIcon;
  /** The label while sending ("Sending…"); without it the label stays and a spinner shows. */
  pendingLabel?: ReactNode;
};

/** The enclosing `<Form>`'s submit button: disabled with a spinner while the submit runs. */
export function SubmitButton({ children, icon: Icon, pendingLabel, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" size="lg" disabled={isSubmitting || disabled} {...props}>
      {isSubmitting ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : Icon ? (
        <Icon aria-hidden="true" className="size-5" />
      ) : null}
      {isSubmitting && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
