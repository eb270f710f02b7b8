import { AnimationVideoFileSchema } from '@dtm/shared/characters';
import { VIDEO_UPLOAD_LIMITS } from '@dtm/shared/constants';
import { Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type AnimationOwner, useUploadAnimation } from '../api/upload-animation';

const ACCEPT = [...VIDEO_UPLOAD_LIMITS.allowedTypes, '.mp4', '.webm', '.mov', '.avi', '.mkv'].join(',');

/** Browsers often give .mkv and .avi no type; judge those by name, the server checks the bytes anyway. */
function declaredType(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase();
  return extension === 'mkv' ? 'video/x-matroska' : extension === 'avi' ? 'video/x-msvideo' : '';
}

/**
 * Choose a video, checked against the spec's rules, then upload it with a progress bar: a
 * character's animation in Character Management, a frame's finished animation in Frame Management.
 */
export function AnimationUpload({ owner, name }: { owner: AnimationOwner; name: string }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAnimation(owner);

  const check = (candidate: File | null): string | null => {
    const result = AnimationVideoFileSchema.safeParse(
      candidate ? { type: declaredType(candidate), size: candidate.size } : undefined,
    );
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = check(file);
        setError(problem);
        if (problem || !file) return;
        upload.mutate(file, {
          onSuccess: () => {
            setFile(null);
            if (input.current) input.current.value = '';
          },
        });
      }}
    >
      <label htmlFor={inputId} className="text-sm font-bold">
        Animation video for {name}
      </label>
      <div className="grid gap-2 sm:flex sm:items-center">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setError(chosen ? check(chosen) : null);
          }}
          className="w-full min-w-0 text-sm sm:flex-1 file:mr-3 file:rounded-full file:border-2 file:border-ink/15 file:bg-white file:px-3 file:py-1.5 file:font-bold file:text-ink"
        />
        <Button type="submit" size="sm" className="justify-self-start" disabled={upload.isPending}>
          {upload.isPending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          Upload Video
        </Button>
      </div>
      {upload.progress !== null ? (
        <div
          role="progressbar"
          aria-label={`Uploading the video for ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(upload.progress * 100)}
          className="h-2.5 overflow-hidden rounded-full bg-paper-deep"
        >
          <div
            className="h-full rounded-full bg-grape transition-[width]"
            style={{ width: `${Math.round(upload.progress * 100)}%` }}
          />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
