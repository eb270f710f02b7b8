import type { Toast } from '@dtm/shared/messages';
import { showToast } from '../components/toast';
import { asApiError } from './api-client';

/**
 * Tells the person a public form could not be sent: the form's failure toast (its field
 * messages go under the fields through the form kit's `applyServerErrors`). After a 429 the
 * toast carries the server's words instead ("wait N minutes"), because trying again at once
 * would fail again. The form keeps what was typed.
 */
export function reportFormFailure(error: unknown, failureToast: Toast): void {
  const apiError = asApiError(error);
  showToast(failureToast, apiError?.status === 429 ? (apiError.serverMessage ?? undefined) : undefined);
}
