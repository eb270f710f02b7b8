import { useMemo } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { countryOptions } from './countries';

/**
 * The buyer's country for a digital purchase (a character, an animation, a background, a
 * variation): nothing is shipped, and the VAT on the invoice follows it.
 */
export function BuyerCountryField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (country: string) => void;
}) {
  const options = useMemo(() => countryOptions().map(({ code, name }) => ({ value: code, label: name })), []);
  return (
    <SelectField
      label="Country"
      name="country"
      autoComplete="country"
      hint="Where you live: the VAT on your invoice follows it."
      placeholder="Choose your country"
      options={options}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
