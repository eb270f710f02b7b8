import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-theme.css';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useRef, useState } from 'react';
import { DashboardPlaceholder } from '../dashboard-placeholder';
import { type UploadEntry, uploadEntriesEqual } from '../upload-entries';
import {
  type ArtworkUppy,
  artworkRestrictions,
  createArtworkUppy,
  entriesOf,
  resumeRestoredUploads,
  terminateUpload,
} from './create-artwork-uppy';

export type ArtworkDashboardProps = {
  token: string;
  /** How many more files the order takes (10 less those received earlier and not shown here). */
  maxFiles: number;
  /** Called whenever a file is added, finishes, fails, pauses or is removed. */
  onEntriesChange: (entries: UploadEntry[]) => void;
  /** A file was refused (by the limits or by the server): the person's message. */
  onFailure: (message: string) => void;
};

const DASHBOARD_LOCALE = {
  strings: {
    dropPasteFiles: 'Drop your artwork here or %{browseFiles}',
    browseFiles: 'choose files',
    dropHint: 'Drop your artwork here',
  },
};

/**
 * With exactly one file, Uppy's Dashboard renders its file list without `role="list"`, which
 * leaves the file's `role="listitem"` without a parent (an accessibility error). Put it back.
 */
function keepFileListARole(container: HTMLDivElement | null) {
  if (!container) return;
  const fix = () => {
    for (const list of container.querySelectorAll('.uppy-Dashboard-files:not([role])'))
      list.setAttribute('role', 'list');
  };
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Uppy's Dashboard (thumbnails, a progress bar per file, pause/resume, retry) bound to an upload
 * link. Loaded on demand: Uppy stays out of the rest of the app's first load.
 */
export default function ArtworkDashboard({ token, maxFiles, onEntriesChange, onFailure }: ArtworkDashboardProps) {
  const [uppy, setUppy] = useState<ArtworkUppy | null>(null);
  const callbacks = useRef({ onEntriesChange, onFailure });
  callbacks.current = { onEntriesChange, onFailure };
  const initialMaxFiles = useRef(maxFiles);

  useEffect(() => {
    const instance = createArtworkUppy(token, initialMaxFiles.current);
    let reported: UploadEntry[] = [];
    const report = () => {
      const entries = entriesOf(instance);
      if (uploadEntriesEqual(entries, reported)) return;
      reported = entries;
      callbacks.current.onEntriesChange(entries);
    };
    const onFailed = (_file: unknown, error: { message: string }) => callbacks.current.onFailure(error.message);
    const onRemoved = (file: { progress: { uploadComplete?: boolean }; uploadURL?: string | undefined }) => {
      if (file.progress.uploadComplete && file.uploadURL) terminateUpload(file.uploadURL);
    };
    instance.on('state-update', report);
    instance.on('upload-error', onFailed);
    instance.on('restriction-failed', onFailed);
    instance.on('file-removed', onRemoved);
    const onRestored = () => resumeRestoredUploads(instance);
    instance.on('restored', onRestored);
    setUppy(instance);
    report();
    return () => {
      // Leaving the page is not removing files: no termination, and the saved session stays for a reload.
      instance.off('file-removed', onRemoved);
      instance.off('state-update', report);
      const retriever = instance.getPlugin('GoldenRetriever');
      if (retriever) instance.removePlugin(retriever);
      instance.destroy();
      setUppy(null);
    };
  }, [token]);

  useEffect(() => {
    uppy?.setOptions({ restrictions: artworkRestrictions(maxFiles) });
  }, [uppy, maxFiles]);

  if (!uppy) return <DashboardPlaceholder />;
  return (
    <div className="artwork-dashboard" ref={keepFileListARole}>
      <Dashboard
        uppy={uppy}
        width="100%"
        height={380}
        showRemoveButtonAfterComplete
        proudlyDisplayPoweredByUppy={false}
        doneButtonHandler={null}
        thumbnailWidth={280}
        theme="light"
        locale={DASHBOARD_LOCALE}
      />
    </div>
  );
}
