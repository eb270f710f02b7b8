import { MESSAGES, TOASTS } from '@dtm/shared/messages';
import { type Order, type ShippingAddress, ShippingAddressSchema } from '@dtm/shared/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../components/toast';
import { controlClass } from '../../../components/ui/field-frame';
import { TextField } from '../../../components/ui/text-field';
import { readDraft, useSaveDraft } from '../form-draft';

import { countryOptions, guessCountry } from './countries';

type AddressFormValues = z.input<typeof ShippingAddressSchema>;

const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'postalCode', 'country', 'phone'] as const;

function initialAddress(order: Order): Record<(typeof ADDRESS_FIELDS)[number], string> {
  const saved = order.shippingAddress;
  const draft = readDraft(`checkout:shipping:${order.id}`, ADDRESS_FIELDS);
  // "Complete payment" later: what was typed in this tab, else the address the order kept from the
  // first try (an empty draft field never hides a saved one).
  const pick = (field: (typeof ADDRESS_FIELDS)[number], fallback = '') => draft[field] || saved?.[field] || fallback;
  return {
    name: pick('name', order.customerName),
    line1: pick('line1'),
    line2: pick('line2'),
    city: pick('city'),
    state: pick('state'),
    postalCode: pick('postalCode'),
    country: pick('country', guessCountry(navigator.languages)),
    phone: pick('phone'),
  };
}

/**
 * Where the frame goes (spec section 5: every field but line 2, state and phone is required).
 * A missing part is said once, above the fields, as the spec's payment form did; the fields
 * concerned are marked. `children` is the Pay button, which submits this form.
 */
export function ShippingAddressForm({
  order,
  onValid,
  children,
}: {
  order: Order;
  onValid: (address: ShippingAddress) => void;
  children: ReactNode;
}) {
  const [defaults] = useState(() => initialAddress(order));
  const form = useForm<AddressFormValues, unknown, ShippingAddress>({
    resolver: zodResolver(ShippingAddressSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  useSaveDraft(`checkout:shipping:${order.id}`, form.watch);
  const countries = useMemo(() => countryOptions(), []);
  const { errors } = form.formState;
  const incomplete = Object.keys(errors).length > 0;
  const messageId = useId();
  const countryId = useId();
  const marked = (field: keyof AddressFormValues) =>
    errors[field] ? { invalid: true, 'aria-describedby': messageId } : {};

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, () => showToast(TOASTS.incompleteAddress))}
      className="grid gap-6"
    >
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-display text-xl font-extrabold">Shipping address</legend>
        <p className="text-ink-soft">Free worldwide shipping. Import taxes may apply.</p>
        {incomplete ? (
          <p
            id={messageId}
            role="alert"
            className="rounded-xl border-2 border-red-700/30 bg-red-50 p-3 font-semibold text-red-800"
          >
            {MESSAGES.shippingAddressIncomplete}
          </p>
        ) : null}
        <TextField label="Full name" autoComplete="shipping name" {...marked('name')} {...form.register('name')} />
        <TextField
          label="Address line 1"
          autoComplete="shipping address-line1"
          {...marked('line1')}
          {...form.register('line1')}
        />
        <TextField
          label="Address line 2"
          optional
          autoComplete="shipping address-line2"
          {...marked('line2')}
          {...form.register('line2')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="City"
            autoComplete="shipping address-level2"
            {...marked('city')}
            {...form.register('city')}
          />
          <TextField
            label="State / region"
            optional
            autoComplete="shipping address-level1"
            {...marked('state')}
            {...form.register('state')}
          />
          <TextField
            label="Postal code"
            autoComplete="shipping postal-code"
            {...marked('postalCode')}
            {...form.register('postalCode')}
          />
          <div className="grid gap-1.5">
            <label htmlFor={countryId} className="font-bold">
              Country
            </label>
            <select
              id={countryId}
              autoComplete="shipping country"
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? messageId : undefined}
              className={controlClass(errors.country ? true : undefined, 'h-12 appearance-auto')}
              {...form.register('country')}
            >
              <option value="">Choose a country</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <TextField
          label="Phone"
          optional
          type="tel"
          autoComplete="shipping tel"
          hint="Only for the courier, if they need to reach you."
          {...marked('phone')}
          {...form.register('phone')}
        />
      </fieldset>
      {children}
    </form>
  );
}
