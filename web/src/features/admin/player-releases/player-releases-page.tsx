import type { PlayerRelease } from '@dtm/shared/player-releases';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorText } from '../../../lib/api-client';
import { adminPlayerReleasesQueryOptions, checkPublish, usePublishRelease, useSetShare } from '../api/player-releases';
import { AdminPageHeader } from '../components/admin-page-header';
import { formatDateTime } from '../orders/order-format';

type FieldErrors = Partial<Record<'artifact' | 'manifest' | 'signature' | 'share', string>>;

function parseShare(text: string): number | null {
  const share = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(share) && share >= 0 && share <= 100 ? share : null;
}

/** The publish form: the AppImage, its .manifest.json and .manifest.sig (files the release script wrote), the first share. */
function PublishForm() {
  const publish = usePublishRelease();
  const [artifact, setArtifact] = useState<File | null>(null);
  const [manifestText, setManifestText] = useState('');
  const [signature, setSignature] = useState('');
  const [share, setShare] = useState('10');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [published, setPublished] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPublished(null);
    const checked = checkPublish({ artifact, manifestText, signature });
    const shareValue = parseShare(share);
    const next: FieldErrors = {};
    if ('error' in checked) next[checked.field] = checked.error;
    if (shareValue === null) next.share = 'The share is a percentage from 0 to 100.';
    setErrors(next);
    if ('error' in checked || shareValue === null || !artifact) return;
    publish.mutate(
      { artifact, manifestText, signature, share: shareValue },
      {
        onSuccess: (release) =>
          setPublished(`${release.version} (${release.arch}) is published to ${release.share ?? 0} % of the frames.`),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Publish a release"
      className="mb-8 grid gap-4 rounded-3xl border-2 border-ink/5 bg-white p-5"
    >
      <h2 className="font-display text-xl font-extrabold">Publish a release</h2>
      <p className="text-sm text-ink-soft">
        Choose the AppImage and the two files <code>scripts/release.ts sign</code> wrote next to it. Frames check the
        signature with the key built into them; the shop checks the file's SHA-256.
      </p>
      <TextField
        label="AppImage"
        type="file"
        accept=".AppImage"
        error={errors.artifact}
        onChange={(event) => setArtifact(event.target.files?.[0] ?? null)}
      />
      <TextField
        label="Manifest (.manifest.json)"
        type="file"
        accept=".json,application/json"
        error={errors.manifest}
        onChange={(event) => void event.target.files?.[0]?.text().then(setManifestText)}
      />
      <TextField
        label="Signature (.manifest.sig)"
        type="file"
        accept=".sig"
        error={errors.signature}
        onChange={(event) => void event.target.files?.[0]?.text().then(setSignature)}
      />
      <TextField
        label="Share of frames (%)"
        hint="Start small (10 %), then raise it once the first frames report healthy starts."
        inputMode="decimal"
        value={share}
        error={errors.share}
        onChange={(event) => setShare(event.target.value)}
      />
      {publish.isError ? (
        <Notice tone="error" title="Not published" role="alert">
          {apiErrorText(publish.error) ?? 'The release could not be published. Please try again.'}
        </Notice>
      ) : null}
      {published ? (
        <Notice tone="success" role="status">
          {published}
        </Notice>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={publish.isPending}>
          {publish.isPending ? 'Publishing…' : 'Publish'}
        </Button>
        {publish.progress !== null ? (
          <span className="text-sm text-ink-soft">Uploading {Math.round(publish.progress * 100)} %</span>
        ) : null}
      </div>
    </form>
  );
}

function ReleaseRow({ release }: { release: PlayerRelease }) {
  const setShare = useSetShare();
  const [share, setShareText] = useState(String(release.share ?? 0));
  const [error, setError] = useState<string | null>(null);
  const label = `${release.version} (${release.arch})`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = parseShare(share);
    if (value === null) return setError('The share is a percentage from 0 to 100.');
    setError(null);
    setShare.mutate(
      { arch: release.arch, version: release.version, share: value },
      { onError: (failure) => setError(apiErrorText(failure) ?? 'The share could not be saved. Please try again.') },
    );
  };
  const r = release.reports;
  return (
    <li
      data-testid="player-release"
      className="grid gap-3 rounded-3xl border-2 border-ink/5 bg-white p-4 md:grid-cols-[1fr_1fr_auto] md:items-center"
    >
      <div>
        <p className="font-mono text-lg font-black">{label}</p>
        <p className="text-sm text-ink-soft">
          {(release.size / 1_000_000).toFixed(1)} MB, published {formatDateTime(release.publishedAt)}
        </p>
      </div>
      <p className="text-sm">
        {r.installed + r.healthy} installed, {r.healthy} healthy,{' '}
        <span className={r['rolled-back'] > 0 ? 'font-bold text-red-800' : undefined}>
          {r['rolled-back']} rolled back
        </span>
        , {r.refused} refused
      </p>
      {release.share === null ? (
        <p className="text-sm text-ink-soft">Not offered (a later release is)</p>
      ) : (
        <form onSubmit={save} className="flex items-end gap-2" aria-label={`Share of ${label}`}>
          <TextField
            label="Share (%)"
            inputMode="decimal"
            className="w-28"
            value={share}
            error={error ?? undefined}
            onChange={(event) => setShareText(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={setShare.isPending}>
            Save
          </Button>
        </form>
      )}
    </li>
  );
}

/** /admin/player-releases: publish a player update and widen its rollout as frames report healthy starts. */
export function PlayerReleasesPage() {
  const releases = useQuery(adminPlayerReleasesQueryOptions());
  return (
    <div>
      <AdminPageHeader
        title="Player releases"
        intro="Updates of the frame player: each goes to a share of the frames first, and a frame that does not start well on it goes back by itself."
      />
      <PublishForm />
      {releases.isPending ? (
        <ListLoading label="Loading releases…" />
      ) : releases.isError ? (
        <ListError message="The releases could not be loaded." onRetry={() => void releases.refetch()} />
      ) : releases.data.releases.length === 0 ? (
        <EmptyState title="No player release published yet" />
      ) : (
        <ul aria-label="Player releases" className="grid gap-3">
          {releases.data.releases.map((release) => (
            <ReleaseRow key={`${release.arch}-${release.version}`} release={release} />
          ))}
        </ul>
      )}
    </div>
  );
}
