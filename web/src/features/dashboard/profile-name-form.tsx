import { TOASTS } from '@dtm/shared/messages';
import { type UpdateProfileInput, UpdateProfileInputSchema } from '@dtm/shared/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { asApiError } from '../../lib/api-client';
import type { CurrentUser } from '../auth/api/get-user';
import { useUpdateProfile } from '../auth/api/update-profile';

type ProfileFormInput = z.input<typeof UpdateProfileInputSchema>;
const FIELDS = ['firstName', 'lastName'] as const;

type ProfileNameFormProps = {
  user: CurrentUser;
  /** Called after a successful save, and on Cancel or Escape. */
  onClose: () => void;
};

/** First and last name in place of the greeting; Save sends them, Cancel leaves them as they were. */
export function ProfileNameForm({ user, onClose }: ProfileNameFormProps) {
  const form = useForm<ProfileFormInput, unknown, UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileInputSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const update = useUpdateProfile();
  const { errors, isSubmitting } = form.formState;
  const saving = isSubmitting || update.isPending;

  useEffect(() => form.setFocus('firstName'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      onClose();
    } catch (error) {
      const apiError = asApiError(error);
      let shownAtField = false;
      for (const field of FIELDS) {
        const message = apiError?.fieldMessage(field);
        if (message) {
          form.setError(field, { type: 'server', message });
          shownAtField = true;
        }
      }
      // Anything else (network, 5xx, signed out meanwhile): the spec's failure toast; the form keeps the input.
      if (!shownAtField) showToast(TOASTS.profileUpdateFailed);
    }
  });

  return (
    <form
      noValidate
      aria-label="Your name"
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onClose();
      }}
      className="grid gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={100}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? (
            <>
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
              Saving...
            </>
          ) : (
            <>
              <Check aria-hidden="true" className="size-5" />
              Save
            </>
          )}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
