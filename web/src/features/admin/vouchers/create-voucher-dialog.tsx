import { DISCOUNT_TYPES, VOUCHER_PRODUCTS } from '@dtm/shared/constants';
import { Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { asApiError } from '../../../lib/api-client';
import { useCreateVoucher } from '../api/vouchers';
import { AdminDialog } from '../components/admin-dialog';
import { EMPTY_VOUCHER_FORM, type VoucherFormValues, voucherBody, voucherFormErrors } from './voucher-form';

const DISCOUNT_LABELS: Record<(typeof DISCOUNT_TYPES)[number], string> = {
  percentage: 'Percentage',
  fixed: 'Fixed Amount',
};
const PRODUCT_LABELS: Record<(typeof VOUCHER_PRODUCTS)[number], string> = {
  '5': '5" Frame',
  '7': '7" Frame',
  character: 'Character',
};

/** Checks the form with the shared voucher schema, so the dialog and the API refuse the same things. */
const resolver: Resolver<VoucherFormValues> = async (values) => {
  const messages = voucherFormErrors(values);
  const errors: FieldErrors<VoucherFormValues> = {};
  for (const [field, message] of Object.entries(messages)) {
    (errors as Record<string, { type: string; message: string }>)[field] = { type: 'validate', message };
  }
  return Object.keys(messages).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** "Create Voucher" and its dialog (spec section 2). */
export function CreateVoucherDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateVoucher();
  const form = useForm<VoucherFormValues>({ defaultValues: EMPTY_VOUCHER_FORM, resolver });
  const { errors } = form.formState;
  const discountType = form.watch('discountType');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(voucherBody(values));
      form.reset(EMPTY_VOUCHER_FORM);
      setOpen(false);
    } catch (error) {
      for (const [field, messages] of Object.entries(asApiError(error)?.fields ?? {})) {
        if (field in EMPTY_VOUCHER_FORM && messages[0]) {
          form.setError(field as keyof VoucherFormValues, { message: messages[0] });
        }
      }
    }
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-5" />
        Create Voucher
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title="Create Voucher"
        description="Codes are not case-sensitive. Leave the products unticked to apply to all of them."
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField label="Code" autoComplete="off" error={errors.code?.message} {...form.register('code')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Discount type"
              options={DISCOUNT_TYPES.map((value) => ({ value, label: DISCOUNT_LABELS[value] }))}
              error={errors.discountType?.message}
              {...form.register('discountType')}
            />
            <TextField
              label={discountType === 'percentage' ? 'Discount value (%)' : 'Discount value ($)'}
              inputMode="decimal"
              error={errors.discountValue?.message}
              {...form.register('discountValue')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Usage limit (optional)"
              hint="Empty means unlimited"
              inputMode="numeric"
              error={errors.usageLimit?.message}
              {...form.register('usageLimit')}
            />
            <TextField
              label="Expires at (optional)"
              type="datetime-local"
              error={errors.expiresAt?.message}
              {...form.register('expiresAt')}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-bold">Applicable products</legend>
            <div className="flex flex-wrap gap-2">
              {VOUCHER_PRODUCTS.map((product) => (
                <label
                  key={product}
                  className="flex h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-ink/15 bg-white px-3 font-semibold has-checked:border-grape has-checked:bg-violet-50"
                >
                  <input
                    type="checkbox"
                    value={product}
                    className="size-4 accent-grape"
                    {...form.register('applicableProducts')}
                  />
                  {PRODUCT_LABELS[product]}
                </label>
              ))}
            </div>
            <p className="text-sm text-ink-soft">None checked means all products.</p>
            {errors.applicableProducts?.message ? (
              <p className="text-sm font-semibold text-red-700">{errors.applicableProducts.message}</p>
            ) : null}
          </fieldset>
          <Button type="submit" size="lg" disabled={create.isPending}>
            {create.isPending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
            Create Voucher
          </Button>
        </form>
      </AdminDialog>
    </>
  );
}
