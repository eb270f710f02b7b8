import { TOASTS } from '@dtm/shared/messages';
import { showToast } from '../../../components/toast';
import { asApiError } from '../../../lib/api-client';
import { OFFLINE_MESSAGE } from '../offline-message';

/**
 * Tells the customer why the order could not be made: the server's field messages under their
 * fields with "Validation Error", otherwise "Configuration Failed".
 * `setFieldError` returns false for a field the form does not show.
 */
export function reportCreateFailure(error: unknown, setFieldError: (field: string, message: string) => boolean) {
  const failure = asApiError(error);
  if (failure?.offline) {
    showToast(TOASTS.configurationFailed, OFFLINE_MESSAGE);
    return;
  }
  const shown = Object.entries(failure?.fields ?? {}).filter(([field, [message]]) =>
    message ? setFieldError(field, message) : false,
  );
  if (failure?.status === 400 && shown.length > 0) {
    showToast(TOASTS.validationError);
    return;
  }
  showToast(TOASTS.configurationFailed);
}
