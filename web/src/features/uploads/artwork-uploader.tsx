import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import type { UploadedFile } from '@dtm/shared/uploads';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showToast, toast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-client';
import { NeedsConnectionNotice } from '../offline/needs-connection-notice';
import { OFFLINE_TEXTS } from '../offline/texts';
import { type SubmittedArtwork, useSubmitArtwork } from './api/submit-artwork';
import { DashboardPlaceholder } from './dashboard-placeholder';
import { PersonalNoteField } from './personal-note-field';
import { ReceivedEarlierList } from './received-earlier-list';
import { planSubmission, receivedEarlier, type UploadEntry } from './upload-entries';
import { loadArtworkDashboard } from './uppy/load-artwork-dashboard';

const ArtworkDashboard = lazy(loadArtworkDashboard);

export const PERSONAL_NOTE_MAX = 2000;
const NoteFormSchema = z.object({
  personalNote: z.string().trim().max(PERSONAL_NOTE_MAX, `Please keep the note under ${PERSONAL_NOTE_MAX} characters.`),
});
type NoteForm = z.infer<typeof NoteFormSchema>;

const list = (names: string[]) => names.join(', ');

/**
 * The one artwork uploader of the checkout's upload step and of /upload/:token: files go up as
 * soon as they are chosen (resumable, with progress), then Submit hands them over with the note.
 */
export function ArtworkUploader({
  token,
  received,
  onSubmitted,
}: {
  token: string;
  /** Files the link received before this page was opened (GET /api/upload/:token). */
  received: UploadedFile[];
  onSubmitted: (result: SubmittedArtwork) => void;
}) {
  const hintId = useId();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const earlier = useMemo(() => receivedEarlier(received, entries), [received, entries]);
  const submit = useSubmitArtwork(token);
  const form = useForm<NoteForm>({ resolver: zodResolver(NoteFormSchema), defaultValues: { personalNote: '' } });

  const onFailure = useCallback((message: string) => showToast(TOASTS.uploadFailed, message), []);
  const toggle = (fileId: string) =>
    setLeftOut((current) => {
      const next = new Set(current);
      if (!next.delete(fileId)) next.add(fileId);
      return next;
    });

  // Offline, the notice is for someone uploading: files chosen, or Submit pressed. Just looking needs no warning.
  const [attempted, setAttempted] = useState(false);
  const plan = planSubmission(entries, earlier, leftOut);
  const uploading = plan.kind === 'busy';

  const onSubmit = form.handleSubmit(({ personalNote }) => {
    setAttempted(true);
    switch (plan.kind) {
      case 'nothing':
        showToast(TOASTS.noFileSelected);
        return;
      case 'busy':
        return;
      case 'paused':
        toast({ title: 'Upload Paused', description: `Resume or remove ${list(plan.names)} before submitting.` });
        return;
      case 'failed':
        showToast(
          TOASTS.uploadFailed,
          `${list(plan.names)} did not finish uploading. Retry or remove it, then submit again.`,
        );
        return;
      case 'ready':
        submit.mutate(
          { artworkUrls: plan.artworkUrls, personalNote: personalNote || undefined },
          {
            onSuccess: onSubmitted,
            onError: (error) => showToast(TOASTS.uploadFailed, apiErrorText(error)),
          },
        );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Artwork upload">
      {attempted || entries.length > 0 ? <NeedsConnectionNotice message={OFFLINE_TEXTS.uploadsNeedConnection} /> : null}
      <div className="grid gap-2">
        <h2 className="font-display text-xl font-extrabold">Your artwork</h2>
        <p id={hintId} className="text-ink-soft">
          {UPLOAD_LIMITS.hint}. Uploads resume where they stopped if your connection drops.
        </p>
        <Suspense fallback={<DashboardPlaceholder />}>
          <ArtworkDashboard
            token={token}
            maxFiles={UPLOAD_LIMITS.maxFilesPerOrder - earlier.length}
            onEntriesChange={setEntries}
            onFailure={onFailure}
          />
        </Suspense>
      </div>
      <ReceivedEarlierList files={earlier} leftOut={leftOut} onToggle={toggle} />
      <PersonalNoteField
        {...form.register('personalNote')}
        error={form.formState.errors.personalNote?.message}
        maxLength={PERSONAL_NOTE_MAX}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={uploading || submit.isPending}
      >
        {uploading || submit.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {uploading ? 'Uploading…' : submit.isPending ? 'Submitting…' : 'Submit Artwork'}
      </Button>
    </form>
  );
}
