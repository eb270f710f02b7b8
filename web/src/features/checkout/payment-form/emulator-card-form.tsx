import { formatPrice, parseDollars } from '@dtm/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, LoaderCircle, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { OFFLINE_MESSAGE } from '../offline-message';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-input-format';
import { type CardField, confirmWithEmulator } from './emulator-confirm';
import { PaymentFailure } from './payment-failure';
import { GENERIC_PAYMENT_FAILURE, type PaymentFormProps } from './payment-form-props';

// Card details go to the payment provider only, never to the shop's API, so their schema lives here.
const CardFormSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number')),
  expiry: z.string().refine((value) => parseExpiry(value) !== null, 'Please enter the expiry date as MM / YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Please enter the card's 3 or 4 digit security code"),
});
type CardFormValues = z.input<typeof CardFormSchema>;

/** The local emulator's card form behind the payment modal's one interface (decisions.md). */
export function EmulatorCardForm({
  emulatorUrl,
  clientSecret,
  amount,
  returnUrl,
  onSucceeded,
  onFailed,
  onBusyChange,
  initialFailure,
}: PaymentFormProps & { emulatorUrl: string }) {
  const [failure, setFailure] = useState<string | null>(initialFailure ?? null);
  const form = useForm<CardFormValues, unknown, z.output<typeof CardFormSchema>>({
    resolver: zodResolver(CardFormSchema),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const cardNumber = form.register('cardNumber');
  const expiry = form.register('expiry');
  const amountCents = parseDollars(amount);

  const pay = form.handleSubmit(async (card) => {
    const expires = parseExpiry(card.expiry);
    if (!expires) return;
    setFailure(null);
    onBusyChange?.(true);
    try {
      const outcome = await confirmWithEmulator(emulatorUrl, {
        clientSecret,
        card: { number: card.cardNumber, expMonth: expires.month, expYear: expires.year, cvc: card.cvc },
        returnUrl,
      });
      if (outcome.kind === 'succeeded') {
        onSucceeded(outcome.paymentIntentId);
        return;
      }
      if (outcome.kind === 'redirect') {
        // 3-D Secure: the bank's page, then back to the payment step (which completes the order).
        window.location.assign(outcome.url);
        return;
      }
      setFailure(outcome.message);
      if (outcome.field)
        form.setError(outcome.field satisfies CardField, { type: 'provider', message: outcome.message });
      onBusyChange?.(false);
      onFailed(outcome.message);
    } catch {
      const message = navigator.onLine ? GENERIC_PAYMENT_FAILURE : OFFLINE_MESSAGE;
      setFailure(message);
      onBusyChange?.(false);
      onFailed(message);
    }
  });

  return (
    <form noValidate onSubmit={pay} className="grid gap-4" aria-describedby={failure ? 'card-failure' : undefined}>
      <p className="flex items-start gap-2.5 rounded-xl bg-sky/25 p-3 text-sm text-ink">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Test payments: no real card is charged. Use <strong>4242 4242 4242 4242</strong>, any future date and any CVC.
        </span>
      </p>
      <TextField
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        error={errors.cardNumber?.message}
        {...cardNumber}
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value);
          return cardNumber.onChange(event);
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...expiry}
          onChange={(event) => {
            event.target.value = formatExpiry(event.target.value);
            return expiry.onChange(event);
          }}
        />
        <TextField
          label="CVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          {...form.register('cvc')}
        />
      </div>
      <PaymentFailure message={failure} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Processing payment…
          </>
        ) : (
          <>
            <Lock aria-hidden="true" className="size-5" />
            {amountCents === null ? 'Pay now' : `Pay ${formatPrice(amountCents)}`}
          </>
        )}
      </Button>
    </form>
  );
}
