import { StopUploadRemindersResultSchema, UPLOAD_REMINDER_MESSAGES } from '@dtm/shared/upload-reminders';
import { useMutation } from '@tanstack/react-query';
import { BellOff, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { apiErrorText, apiSend } from '../../lib/api-client';
import { UploaderCard, UploadPageFrame } from './upload-page-frame';

/**
 * /reminders/stop?token=…: the link in an upload reminder. Opening it changes nothing (mail
 * scanners open links too); the button stops the reminders for that order.
 */
export function StopRemindersPage({ token }: { token: string | null }) {
  const stop = useMutation({
    mutationFn: (value: string) =>
      apiSend('POST', '/api/upload-reminders/stop', { token: value }, StopUploadRemindersResultSchema),
  });
  return (
    <UploadPageFrame
      title="Upload reminders"
      intro="We remind you a day and a week after your order if the drawing has not arrived yet."
    >
      <UploaderCard>
        <div className="grid justify-items-center gap-4 text-center">
          {!token ? (
            <p role="alert" className="font-semibold text-red-800">
              {UPLOAD_REMINDER_MESSAGES.linkRequired}
            </p>
          ) : stop.isSuccess ? (
            <p role="status" className="rounded-xl bg-green-50 p-3 font-semibold text-green-900">
              {UPLOAD_REMINDER_MESSAGES.stopped(stop.data.orderNumber)}
            </p>
          ) : (
            <>
              <p>Stop the reminders to upload the drawing for this order? You can still upload it with your link.</p>
              <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
                {stop.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                ) : (
                  <BellOff aria-hidden="true" className="size-5" />
                )}
                Stop reminders
              </Button>
              {stop.isError ? (
                <p role="alert" className="font-semibold text-red-800">
                  {apiErrorText(stop.error) ?? 'We could not stop the reminders just now. Please try again.'}
                </p>
              ) : null}
            </>
          )}
        </div>
      </UploaderCard>
    </UploadPageFrame>
  );
}
