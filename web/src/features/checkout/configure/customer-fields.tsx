import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';

/** Name and e-mail of the person ordering: who the confirmation and the upload link go to. */
export function CustomerFields({
  name,
  email,
  errors,
}: {
  name: UseFormRegisterReturn<'customerName'>;
  email: UseFormRegisterReturn<'customerEmail'>;
  errors: { customerName?: string | undefined; customerEmail?: string | undefined };
}) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 font-display text-xl font-extrabold">Your details</legend>
      <TextField label="Your name" autoComplete="name" error={errors.customerName} {...name} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="Your receipt and the artwork upload link go here."
        error={errors.customerEmail}
        {...email}
      />
    </fieldset>
  );
}

/** The optional voucher; the server checks it and says what is wrong with it. */
export function VoucherField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'voucherCode'>;
  error?: string | undefined;
}) {
  return (
    <TextField
      label="Voucher code"
      optional
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      error={error}
      {...registration}
    />
  );
}
