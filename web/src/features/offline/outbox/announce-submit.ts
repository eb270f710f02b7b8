import type { Toast } from '@dtm/shared/messages';
import { showToast, toast } from '../../../components/toast';
import { OFFLINE_TEXTS } from '../texts';
import type { SubmitResult } from './outbox';

/** The spec's "sent" toast, or "Queued, will be sent when you are back online". */
export function announceSubmit(result: SubmitResult, sentToast: Toast): void {
  if (result === 'sent') showToast(sentToast);
  else toast({ title: OFFLINE_TEXTS.queuedToastTitle, description: OFFLINE_TEXTS.queued });
}
