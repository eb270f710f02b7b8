import type { Toast } from '@dtm/shared/messages';
import { showToast } from '../components/toast';
import { asApiError } from './api-client';

/**
 * Tells the person a public form could not be sent: the server's messages go under their
 * fields (`setFieldError` maps the API's field names to the form's and returns nothing), then
 * the form's failure toast. After a 429 the toast carries the server's words instead ("wait N
 * minutes"), because trying again at once would fail again. The form keeps what was typed.
 */
export function reportFormFailure(
  error: unknown,
  failureToast: Toast,
  setFieldError: (apiField: string, message: string) => void,
): void {
  const apiError = asApiError(error);
  for (const [field, [message]] of Object.entries(apiError?.fields ?? {})) {
    if (message) setFieldError(field, message);
  }
  showToast(failureToast, apiError?.status === 429 ? (apiError.serverMessage ?? undefined) : undefined);
}
