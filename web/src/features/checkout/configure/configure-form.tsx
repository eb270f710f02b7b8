import {
  type CreateCharacterOrderInput,
  CreateCharacterOrderInputSchema,
  type CreateFrameOrderInput,
  CreateFrameOrderInputSchema,
} from '@dtm/shared/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useOnlineStatus } from '../../offline/use-online-status';
import { readDraft, useSaveDraft } from '../form-draft';
import { CustomerFields, VoucherField } from './customer-fields';
import { FrameSizeOptions } from './frame-size-options';
import { usePrefillFromUser, useSubmitOrder } from './use-submit-order';

type FrameFormValues = z.input<typeof CreateFrameOrderInputSchema>;
type CharacterFormValues = z.input<typeof CreateCharacterOrderInputSchema>;

const FRAME_DRAFT_KEY = 'checkout:configure:frame';
const CHARACTER_DRAFT_KEY = 'checkout:configure:character';

/** A server field message lands under the field when the form has it. */
function fieldErrorSetter<Values extends FieldValues>(form: UseFormReturn<Values>, fields: readonly string[]) {
  let focused = false;
  return (field: string, message: string) => {
    if (!fields.includes(field)) return false;
    form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
    return true;
  };
}

/**
 * The customer's name and e-mail go only into empty fields the customer is not in: a typed or
 * saved value wins, and a prefill landing while someone types into an empty field would mix in.
 */
function shouldFill(field: 'customerName' | 'customerEmail', value: string, current: unknown): boolean {
  const typing = document.activeElement instanceof HTMLInputElement && document.activeElement.name === field;
  return value !== '' && !typing && (typeof current !== 'string' || current.trim() === '');
}

/** A prefill that lands after a premature Continue clears the errors it made out of date. */
function recheck(form: { formState: { isSubmitted: boolean } }) {
  return { shouldValidate: form.formState.isSubmitted };
}

function SubmitButton({ pending }: { pending: boolean }) {
  const online = useOnlineStatus();
  return (
    <Button type="submit" size="lg" disabled={pending || !online} className="w-full sm:w-auto">
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Creating your order…
        </>
      ) : (
        <>
          Continue to Payment
          <ArrowRight aria-hidden="true" className="size-5" />
        </>
      )}
    </Button>
  );
}

const FRAME_FIELDS = ['customerName', 'customerEmail', 'frameSize', 'voucherCode'] as const;

/** Frame order: size (7" unless chosen otherwise), who orders, an optional voucher. */
export function FrameConfigureForm() {
  const [draft] = useState(() => readDraft(FRAME_DRAFT_KEY, FRAME_FIELDS));
  const form = useForm<FrameFormValues, unknown, CreateFrameOrderInput>({
    resolver: zodResolver(CreateFrameOrderInputSchema),
    mode: 'onTouched',
    defaultValues: {
      customerName: draft.customerName ?? '',
      customerEmail: draft.customerEmail ?? '',
      frameSize: draft.frameSize === '5' ? '5' : '7',
      voucherCode: draft.voucherCode ?? '',
    },
  });
  useSaveDraft(FRAME_DRAFT_KEY, form.watch);
  const { getValues, setValue } = form;
  usePrefillFromUser(
    useCallback(
      (name: string, email: string) => {
        if (shouldFill('customerName', name, getValues('customerName'))) setValue('customerName', name, recheck(form));
        if (shouldFill('customerEmail', email, getValues('customerEmail')))
          setValue('customerEmail', email, recheck(form));
      },
      [form, getValues, setValue],
    ),
  );
  const { submit, pending } = useSubmitOrder();
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-8"
      onSubmit={form.handleSubmit((input) => submit({ type: 'frame', input }, fieldErrorSetter(form, FRAME_FIELDS)))}
    >
      <FrameSizeOptions registration={form.register('frameSize')} error={errors.frameSize?.message} />
      <CustomerFields
        name={form.register('customerName')}
        email={form.register('customerEmail')}
        errors={{ customerName: errors.customerName?.message, customerEmail: errors.customerEmail?.message }}
      />
      <VoucherField registration={form.register('voucherCode')} error={errors.voucherCode?.message} />
      <SubmitButton pending={pending} />
    </form>
  );
}

const CHARACTER_FIELDS = ['customerName', 'customerEmail', 'characterName', 'voucherCode'] as const;

/** Standalone character order: who orders, an optional name for the character, an optional voucher. */
export function CharacterConfigureForm() {
  const [draft] = useState(() => readDraft(CHARACTER_DRAFT_KEY, CHARACTER_FIELDS));
  const form = useForm<CharacterFormValues, unknown, CreateCharacterOrderInput>({
    resolver: zodResolver(CreateCharacterOrderInputSchema),
    mode: 'onTouched',
    defaultValues: {
      customerName: draft.customerName ?? '',
      customerEmail: draft.customerEmail ?? '',
      characterName: draft.characterName ?? '',
      voucherCode: draft.voucherCode ?? '',
    },
  });
  useSaveDraft(CHARACTER_DRAFT_KEY, form.watch);
  const { getValues, setValue } = form;
  usePrefillFromUser(
    useCallback(
      (name: string, email: string) => {
        if (shouldFill('customerName', name, getValues('customerName'))) setValue('customerName', name, recheck(form));
        if (shouldFill('customerEmail', email, getValues('customerEmail')))
          setValue('customerEmail', email, recheck(form));
      },
      [form, getValues, setValue],
    ),
  );
  const { submit, pending } = useSubmitOrder();
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-8"
      onSubmit={form.handleSubmit((input) =>
        submit({ type: 'character', input }, fieldErrorSetter(form, CHARACTER_FIELDS)),
      )}
    >
      <CustomerFields
        name={form.register('customerName')}
        email={form.register('customerEmail')}
        errors={{ customerName: errors.customerName?.message, customerEmail: errors.customerEmail?.message }}
      />
      <TextField
        label="Character name"
        optional
        hint="You can also name your character later on your dashboard."
        error={errors.characterName?.message}
        {...form.register('characterName')}
      />
      <VoucherField registration={form.register('voucherCode')} error={errors.voucherCode?.message} />
      <SubmitButton pending={pending} />
    </form>
  );
}
