import { DEVICE_MESSAGES, type PairDeviceInput, PairDeviceInputSchema } from '@dtm/shared/devices';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link2, Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { asApiError } from '../../lib/api-client';
import { usePairDevice } from './api/devices-api';

type FormValues = { code: string };

/** The code from the QR link (`/dashboard?pair=K7Q2XM4P`), so scanning the frame fills the form in. */
function codeFromAddress(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('pair')?.slice(0, 16) ?? '';
}

/** Enter the code shown on the frame; the server's refusal shows under the field. */
export function PairFrameForm() {
  const pair = usePairDevice();
  const form = useForm<FormValues, unknown, PairDeviceInput>({
    resolver: zodResolver(PairDeviceInputSchema),
    defaultValues: { code: codeFromAddress() },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const device = await pair.mutateAsync(input);
      form.reset({ code: '' });
      toast({ title: 'Frame connected', description: `${device.name} will download your animations in a moment.` });
    } catch (error) {
      // The code's own message, else the server's sentence (or that it needs a connection).
      const apiError = asApiError(error);
      const message =
        apiError?.fieldMessage('code') ??
        (apiError?.offline ? apiError.message : apiError?.serverMessage) ??
        DEVICE_MESSAGES.codeNotFound;
      form.setError('code', { message });
    }
  });
  const error = form.formState.errors.code?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextField
        label="Code from your frame"
        hint="Your frame shows an 8-character code while it is not connected."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={16}
        placeholder="K7Q2 XM4P"
        error={error}
        {...form.register('code')}
      />
      <Button type="submit" disabled={pair.isPending} className="justify-self-start">
        {pair.isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Link2 aria-hidden="true" className="size-4" />
        )}
        Connect
      </Button>
    </form>
  );
}
