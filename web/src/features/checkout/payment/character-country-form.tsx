import { type FormEvent, type ReactNode, useState } from 'react';
import { BuyerCountryField } from './buyer-country-field';
import { guessCountry } from './countries';

/** What the country field says when nothing was chosen (the server's words for it too). */
export const CHARACTER_COUNTRY_REQUIRED = 'Please choose your country.';

/**
 * A character is delivered digitally, so there is no shipping address: the buyer names their
 * country, which the VAT on the invoice follows. It starts at the browser's country (or the one
 * the order kept from a first try); `children` is the Pay button, which submits this form.
 */
export function CharacterCountryForm({
  initialCountry,
  onValid,
  children,
}: {
  initialCountry: string | null | undefined;
  onValid: (country: string) => void;
  children: ReactNode;
}) {
  const [country, setCountry] = useState(() => initialCountry || guessCountry(navigator.languages));
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!country) {
      setError(CHARACTER_COUNTRY_REQUIRED);
      return;
    }
    onValid(country);
  };
  return (
    <form noValidate aria-label="Your country" className="grid gap-4" onSubmit={submit}>
      <p className="text-ink-soft">
        Your character is delivered digitally: there is nothing to ship. You upload the drawing right after paying.
      </p>
      <BuyerCountryField
        value={country}
        error={error}
        onChange={(chosen) => {
          setCountry(chosen);
          if (chosen) setError(undefined);
        }}
      />
      {children}
    </form>
  );
}
