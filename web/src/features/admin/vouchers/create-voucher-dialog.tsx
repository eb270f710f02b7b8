import { DISCOUNT_TYPES, VOUCHER_PRODUCTS } from '@dtm/shared/constants';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors, Form, FormSelectField, FormTextField, SubmitButton } from '../../../components/form';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-frame';
import { useCreateVoucher } from '../api/vouchers';
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
const DISCOUNT_OPTIONS = DISCOUNT_TYPES.map((value) => ({ value, label: DISCOUNT_LABELS[value] }));
const FORM_FIELDS = Object.keys(EMPTY_VOUCHER_FORM) as (keyof VoucherFormValues)[];

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
  const discountType = form.watch('discountType');
  const productsError = form.formState.errors.applicableProducts?.message;

  const onSubmit = async (values: VoucherFormValues) => {
    try {
      await create.mutateAsync(voucherBody(values));
      form.reset(EMPTY_VOUCHER_FORM);
      setOpen(false);
    } catch (error) {
      applyServerErrors(form.setError, error, FORM_FIELDS);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-5" />
        Create Voucher
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Create Voucher"
        description="Codes are not case-sensitive. Leave the products unticked to apply to all of them."
      >
        <Form form={form} onSubmit={onSubmit} className="grid gap-4">
          <FormTextField name="code" label="Code" autoComplete="off" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelectField name="discountType" label="Discount type" options={DISCOUNT_OPTIONS} />
            <FormTextField
              name="discountValue"
              label={discountType === 'percentage' ? 'Discount value (%)' : 'Discount value ($)'}
              inputMode="decimal"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              name="usageLimit"
              label="Usage limit (optional)"
              hint="Empty means unlimited"
              inputMode="numeric"
            />
            <FormTextField name="expiresAt" label="Expires at (optional)" type="datetime-local" />
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
            {productsError ? <FieldError>{productsError}</FieldError> : null}
          </fieldset>
          <SubmitButton>Create Voucher</SubmitButton>
        </Form>
      </Modal>
    </>
  );
}
